// Requests already past the proxy when PostgreSQL stops: their render or action fails and Next
// answers 500. The app's own server (server/steps.mjs, outageRewrite) turns such an answer into the outage's 503 with
// Retry-After, as proxy.ts answers every later request, once lib/db.ts has marked the database down
// (lib/health/state.ts, on globalThis, shared by every bundle in the process). The body stays the
// site's localized error page, which offers to try again. Plain JavaScript: the server has no build.

/** Seconds a client should wait: the same as lib/health/unavailable.ts's answer. */
export const RETRY_AFTER_SECONDS = 5;

/** The answer's status and headers for an answer of `status` while the database is `down`, or null to leave it. */
export function inFlightOutage(status, down) {
  if (status !== 500 || !down) return null;
  return { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } };
}

/**
 * Whether this process believes PostgreSQL is unreachable (lib/health/state.ts's flag), or is checking
 * a lost connection before it says so: the first requests of an outage fail during that check.
 */
export const databaseDown = () => {
  const state = globalThis.databaseState;
  return state?.downSince != null || state?.checkingSince != null;
};
