// Whether this process currently believes PostgreSQL is unreachable. Kept on globalThis, so the
// proxy, route handlers, server actions and pages (separate bundles in one Node process) all read
// the same flag. Set and cleared by lib/health/database.ts; read by proxy.ts to answer 503.
// checkingSince: a lost connection was seen and a fresh one is being tried before downSince is set
// (server/in-flight-outage.mjs counts a 500 answered meanwhile as the outage's).
type DatabaseState = { downSince: number | null; upSince: number; probing: boolean; checkingSince?: number | null };

const globalForHealth = globalThis as unknown as { databaseState?: DatabaseState };
export const databaseState: DatabaseState = (globalForHealth.databaseState ??= {
  downSince: null,
  upSince: 0,
  probing: false,
});

export const isDatabaseDown = (): boolean => databaseState.downSince !== null;
