// The demo's dates are relative to the day the seed runs ("2 days ago at 09:00 UTC"). A time later
// today has not happened yet when the seed runs in the morning: such an item would sort above
// newer ones (in the feeds, on the lists) until its hour passed. Every seeded date is at most now.

export const DAY = 86_400_000;

/** Midnight UTC of the seed's day, and the moment the seed runs. */
export function seedClock(now = Date.now()) {
  return { today: Math.floor(now / DAY) * DAY, now };
}

/** `days` before the seed's day at `hour` UTC, plus `extraMs`; never later than the seed's now. */
export function seedDate(clock: { today: number; now: number }, days: number, hour: number, extraMs = 0): Date {
  return new Date(Math.min(clock.today - days * DAY + hour * 3_600_000 + extraMs, clock.now));
}
