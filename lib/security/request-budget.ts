import "server-only";

/**
 * A cheap per-address request budget, checked before any body is parsed (server actions in the
 * action kit, JSON routes in the route wrapper). It guards this process's CPU, so it lives in this
 * process's memory: no database round trip, and a flood is refused for the price of a Map lookup.
 * The per-form and per-e-mail limits (lib/rate-limit.ts, shared through PostgreSQL) still run after
 * a length-capped parse, so invalid input never counts against them (docs/adr/0032-one-way-to-write-each-thing.md).
 */
export const requestBudget = { max: 600, windowSeconds: 60 };
// Bounded memory: past this many addresses in one window the oldest entries are dropped.
const maxAddresses = 50_000;

type Window = { start: number; count: number };
const windows = new Map<string, Window>();

/** Counts one request for `address`; the seconds to wait when it is over budget, else 0. */
export function spendRequestBudget(address: string, now = Date.now()): number {
  const windowMs = requestBudget.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  let entry = windows.get(address);
  if (!entry || entry.start !== start) {
    if (entry) windows.delete(address);
    else if (windows.size >= maxAddresses) evictOlderThan(start);
    entry = { start, count: 0 };
    windows.set(address, entry);
  }
  entry.count++;
  return entry.count > requestBudget.max ? Math.ceil((start + windowMs - now) / 1000) : 0;
}

function evictOlderThan(start: number) {
  for (const [key, entry] of windows) if (entry.start < start) windows.delete(key);
  // Still full (a flood of addresses within one window): drop the oldest insertions.
  for (const key of windows.keys()) {
    if (windows.size < maxAddresses) break;
    windows.delete(key);
  }
}
