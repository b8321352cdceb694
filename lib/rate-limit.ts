import "server-only";
import { db } from "@/lib/db";
import { metrics } from "@/lib/ops/metrics.mjs";

// Fixed-window counters in PostgreSQL, so every app process shares them. Their rows are keyed by
// what visitors send (client addresses, the e-mails they type), so the table is capped as well as
// pruned: beyond MAX_ROWS the oldest windows go first, enforced every CAP_EVERY counts of a process
// and by the hourly maintenance job. A flood that passes the cap makes the oldest windows' counts
// be forgotten early; reaching it takes far more requests than any of those counts allows.
export type Limit = { name: string; max: number; windowSeconds: number };
const MAX_ROWS = 100_000;
const CAP_EVERY = 500;
let counted = 0;

/**
 * Counts one attempt against each limit for `subject` (an e-mail, an address, a user id) and says
 * whether all of them still allow it. Counting happens even when refused, so a flood stays refused.
 */
export async function consume(
  limits: Array<Limit & { subject: string }>,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  let allowed = true;
  let retryAfterSeconds = 0;
  for (const limit of limits) {
    const now = Date.now();
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const key = `${limit.name}:${limit.subject.toLowerCase()}`;
    const rows = await db.$queryRaw<Array<{ count: number }>>`
      INSERT INTO "RateLimit" (key, "windowStart", count) VALUES (${key}, ${windowStart}, 1)
      ON CONFLICT (key, "windowStart") DO UPDATE SET count = "RateLimit".count + 1
      RETURNING count`;
    if ((rows[0]?.count ?? 0) > limit.max) {
      allowed = false;
      metrics.rateLimitRefusals.inc({ limit: limit.name });
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    }
  }
  counted += limits.length;
  if (counted >= CAP_EVERY) {
    counted = 0;
    await capRateLimits(MAX_ROWS);
  }
  return { allowed, retryAfterSeconds };
}

/** Whether `limit` is used up for `subject` in its current window, counting nothing. */
export async function usedUp(limit: Limit & { subject: string }): Promise<boolean> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const row = await db.rateLimit.findUnique({
    where: { key_windowStart: { key: `${limit.name}:${limit.subject.toLowerCase()}`, windowStart } },
    select: { count: true },
  });
  return (row?.count ?? 0) >= limit.max;
}

/**
 * Drops windows that ended more than a day ago, then the oldest beyond `maxRows` (the hourly
 * maintenance job, lib/maintenance.ts).
 */
export async function pruneRateLimits(maxRows = MAX_ROWS): Promise<void> {
  await db.rateLimit.deleteMany({ where: { windowStart: { lt: new Date(Date.now() - 86_400_000) } } });
  await capRateLimits(maxRows);
}

/** Keeps the newest `maxRows` counters (by window, then key: exactly that many remain). */
async function capRateLimits(maxRows: number): Promise<void> {
  await db.$executeRaw`
    DELETE FROM "RateLimit" WHERE ("windowStart", key) <= (
      SELECT "windowStart", key FROM "RateLimit" ORDER BY "windowStart" DESC, key DESC OFFSET ${maxRows} LIMIT 1)`;
}
