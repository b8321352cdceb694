import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import type pg from "pg";
import { serverEnv } from "@/lib/env";

// The worker's work (feed imports above all, digests, mail) is batch work: on a machine that also
// serves pages it should take the CPU the pages leave, since a page that waits behind an import is
// what a reader notices and an import done a second later is not. Linux's nice values say that: a
// thread at nice 10 weighs about a tenth of a nice-0 one when both want the CPU. About half of an
// import's CPU is PostgreSQL's, in the backends serving the worker's sessions, so those are
// lowered too when that is possible: PostgreSQL on this machine, run by this
// process's user (or this process privileged), reached directly rather than through PgBouncer (whose
// server connections serve every process in turn).

export type PriorityReport = {
  nice: number;
  /** Threads of this process set to `nice`. */
  threads: number;
  /** What happens to the worker's PostgreSQL sessions. */
  sessions: "lowered" | "through a pooler" | "on another machine" | "another user's" | "database unreachable";
};

/** Sets every thread of this process to `nice`: Linux keeps nice per thread, so one call would set only the calling one. */
export function lowerProcessPriority(nice: number): number {
  let threads: number[];
  try {
    threads = readdirSync("/proc/self/task").map(Number);
  } catch {
    threads = [0]; // not Linux: the calling thread, which is the process elsewhere
  }
  let done = 0;
  for (const thread of threads) {
    try {
      os.setPriority(thread, nice);
      done++;
    } catch {
      // a thread that ended meanwhile
    }
  }
  return done;
}

const isLocalHost = (host: string | undefined) =>
  !host || host.startsWith("/") || host === "localhost" || host === "::1" || /^127\./.test(host);

/** True when `pid` is a PostgreSQL process of this machine. */
function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
  } catch {
    return false;
  }
}

/** Sets `pid` to `nice`; false when this process may not (another user's, without the privilege). */
function renice(pid: number, nice: number): boolean {
  try {
    os.setPriority(pid, nice);
    return true;
  } catch {
    return false;
  }
}

/**
 * Lowers the priority of the PostgreSQL backend of every connection `pool` opens from now on (one is
 * opened at once, which tells whether that is possible), when the server is this machine's, this
 * process may renice it (its user's, or a privileged process) and it is reached directly (`pooled` false).
 */
export async function lowerSessionPriority(
  pool: pg.Pool,
  nice: number,
  { pooled }: { pooled: boolean },
): Promise<PriorityReport["sessions"]> {
  if (pooled) return "through a pooler";
  let allowed: boolean | undefined = undefined; // undecided until the first connection says
  // The backend's process id is in the key PostgreSQL sends at connection (pg keeps it for
  // cancelling), so no query competes with the caller's first one.
  const lower = (client: pg.PoolClient | pg.Client): PriorityReport["sessions"] => {
    if (!isLocalHost(client.host)) return "on another machine";
    const pid = (client as { processID?: number | null }).processID;
    if (!pid || !isPostgresProcess(pid)) return "on another machine"; // a pid of a container's, say
    return renice(pid, nice) ? "lowered" : "another user's";
  };
  pool.on("connect", (next) => {
    if (allowed !== false) lower(next);
  });
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch {
    return "database unreachable"; // undecided: each connection is tried as it opens
  }
  let outcome: PriorityReport["sessions"];
  try {
    outcome = lower(client);
  } finally {
    client.release();
  }
  allowed = outcome === "lowered";
  return outcome;
}

/** The worker's priority (WORKER_NICE): its threads, then its PostgreSQL sessions where possible. */
export async function lowerWorkerPriority(nice = serverEnv().WORKER_NICE): Promise<PriorityReport> {
  const threads = lowerProcessPriority(nice);
  const { dbPool } = await import("@/lib/db"); // made with the client, when the module loads
  const pool = dbPool();
  const sessions = pool
    ? await lowerSessionPriority(pool, nice, { pooled: Boolean(serverEnv().DATABASE_POOLER_URL) })
    : "on another machine";
  return { nice, threads, sessions };
}
