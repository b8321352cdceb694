import "server-only";
import pg from "pg";
import { serverEnv } from "@/lib/env";
import { databaseState } from "./state";
import { log } from "@/lib/ops/log.mjs";

// One place that recognises "the database is unreachable" (as opposed to a bug or a bad query):
// the pg pool's error events (lib/db.ts), errors that escape a request (instrumentation.ts) and
// the API wrappers report here. The first such error sets the process-wide "down" flag, which
// makes proxy.ts answer a localized 503 at once, and starts a probe that clears the flag as soon
// as PostgreSQL answers again, so the app recovers by itself.
const probeEveryMs = 500;

// Socket errors, PostgreSQL's shutdown/startup codes (57P01-57P03), SQLSTATE class 08
// (connection exception), Prisma's "can't reach"/"closed"/"pool timeout" codes and the adapter's kinds.
const codes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  // PgBouncer's own answers when PostgreSQL is gone behind it ("server conn crashed?", "server login
  // has been failing", "pgbouncer cannot connect to server", "query_wait_timeout"): a protocol error,
  // confirmed by a direct probe.
  "08P01",
  "P1001",
  "P1002",
  "P1017",
  "P2024",
]);
const kinds = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout"]);
const messages =
  /Connection terminated|connection error and is not queryable|Client was closed|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)|Can't reach database server|ECONNREFUSED|Server has closed the connection|timeout exceeded when trying to connect|server conn crashed|pgbouncer cannot connect to server|server login has been failing|query_wait_timeout/i;

/** True when `error` (or anything in its cause chain) says the database cannot be reached. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 6) return false;
  const e = error as {
    code?: unknown;
    kind?: unknown;
    message?: unknown;
    cause?: unknown;
    meta?: unknown;
    driverAdapterError?: unknown;
    errors?: unknown;
  };
  if (typeof e.code === "string" && codes.has(e.code)) return true;
  if (typeof e.kind === "string" && kinds.has(e.kind)) return true;
  if (typeof e.message === "string" && messages.test(e.message)) return true;
  const nested = [e.cause, e.meta, e.driverAdapterError, ...(Array.isArray(e.errors) ? e.errors : [])];
  return nested.some((n) => isConnectionError(n, depth + 1));
}

// An error that looks like a lost connection is confirmed with one fresh connection before the
// process answers 503: a socket error can also come from elsewhere (a visitor closing the request,
// the mail or translation server), and requests that failed during an outage may report only after
// the database is back. While it is down already, nothing needs confirming.
let verifying = false;

/** Reports an error; a confirmed connection error marks the database down until the probe reaches it. */
export function noteDatabaseError(error: unknown): boolean {
  if (!isConnectionError(error)) return false;
  if (databaseState.downSince !== null || verifying) return true;
  const message = error instanceof Error ? error.message.trim().split("\n").at(-1) : String(error);
  verifying = true;
  databaseState.checkingSince = Date.now();
  void reachable().then((ok) => {
    verifying = false;
    databaseState.checkingSince = null;
    if (!ok) markDown(message);
  });
  return true;
}

function markDown(message: string | undefined) {
  if (databaseState.downSince === null) {
    databaseState.downSince = Date.now();
    log.warn({ reason: message }, "database unreachable, answering 503 until it is back");
  }
  startProbe();
}

async function reachable(): Promise<boolean> {
  // The path the app's queries take: through PgBouncer when there is one, which may still refuse
  // logins for a while after PostgreSQL itself is back.
  const { DATABASE_POOLER_URL, DATABASE_URL } = serverEnv();
  const client = new pg.Client({
    connectionString: DATABASE_POOLER_URL ?? DATABASE_URL,
    connectionTimeoutMillis: 1000,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    client.end().catch(() => {});
  }
}

function startProbe() {
  if (databaseState.probing) return;
  databaseState.probing = true;
  const tick = async () => {
    if (await reachable()) {
      const downFor = databaseState.downSince === null ? 0 : Date.now() - databaseState.downSince;
      databaseState.downSince = null;
      databaseState.upSince = Date.now();
      databaseState.probing = false;
      log.warn({ downMs: downFor }, `database reachable again after ${downFor} ms`);
      return;
    }
    setTimeout(() => void tick(), probeEveryMs).unref();
  };
  setTimeout(() => void tick(), probeEveryMs).unref();
}
