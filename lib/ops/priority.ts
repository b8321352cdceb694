import "server-only";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
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
// Nice weighs threads one by one, and an import keeps a dozen or more threads and backends busy at
// once: together they still outweigh a page's one thread. A CPU-weighted control group weighs them as
// one. With WORKER_CGROUP set, the worker moves itself into that group, and its sessions' backends
// too under the same conditions (and the permission to move them).

export type PriorityReport = {
  nice: number;
  /** Threads of this process set to `nice`. */
  threads: number;
  /** What happens to the worker's PostgreSQL sessions. */
  sessions: "lowered" | "through a pooler" | "on another machine" | "another user's" | "database unreachable";
  /** WORKER_CGROUP: whether this process, and its sessions' backends, were moved into it. */
  group: "not set" | "joined, with its sessions" | "joined" | "not permitted" | "no such group";
};

/**
 * Moves process `pid` (every thread of it) into the control group at `dir`, a cgroup v2 directory or a
 * v1 one of the cpu controller. Fails with the system's error: EACCES or EPERM when this process may
 * not, ENOENT when there is no such group.
 */
export function joinGroup(dir: string, pid: number): void {
  writeFileSync(path.join(dir, "cgroup.procs"), String(pid));
}

/** joinGroup, as a report. */
function tryJoinGroup(dir: string, pid: number): "joined" | "not permitted" | "no such group" {
  try {
    joinGroup(dir, pid);
    return "joined";
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such group" : "not permitted";
  }
}

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
 * With `group`, each such backend is also moved into that control group, where permitted (`grouped`
 * says whether the first one was).
 */
export async function lowerSessionPriority(
  pool: pg.Pool,
  nice: number,
  { pooled, group }: { pooled: boolean; group?: string },
): Promise<{ sessions: PriorityReport["sessions"]; grouped: boolean }> {
  if (pooled) return { sessions: "through a pooler", grouped: false };
  let allowed: boolean | undefined = undefined; // undecided until the first connection says
  let grouped = false;
  // The backend's process id is in the key PostgreSQL sends at connection (pg keeps it for
  // cancelling), so no query competes with the caller's first one.
  const lower = (client: pg.PoolClient | pg.Client): PriorityReport["sessions"] => {
    if (!isLocalHost(client.host)) return "on another machine";
    const pid = (client as { processID?: number | null }).processID;
    if (!pid || !isPostgresProcess(pid)) return "on another machine"; // a pid of a container's, say
    if (!renice(pid, nice)) return "another user's";
    if (group) grouped = tryJoinGroup(group, pid) === "joined";
    return "lowered";
  };
  pool.on("connect", (next) => {
    if (allowed !== false) lower(next);
  });
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch {
    return { sessions: "database unreachable", grouped }; // undecided: each connection is tried as it opens
  }
  let outcome: PriorityReport["sessions"];
  try {
    outcome = lower(client);
  } finally {
    client.release();
  }
  allowed = outcome === "lowered";
  return { sessions: outcome, grouped };
}

/**
 * The worker's priority (WORKER_NICE): its threads, then its PostgreSQL sessions where possible; with
 * WORKER_CGROUP, this process and those sessions in that control group.
 */
export async function lowerWorkerPriority(
  nice = serverEnv().WORKER_NICE,
  groupDir = serverEnv().WORKER_CGROUP,
): Promise<PriorityReport> {
  const threads = lowerProcessPriority(nice);
  const joined = groupDir ? tryJoinGroup(groupDir, process.pid) : undefined;
  const group = joined === "joined" ? groupDir : undefined;
  const { dbPool } = await import("@/lib/db"); // made with the client, when the module loads
  const pool = dbPool();
  const { sessions, grouped } = pool
    ? await lowerSessionPriority(pool, nice, { pooled: Boolean(serverEnv().DATABASE_POOLER_URL), group })
    : { sessions: "on another machine" as const, grouped: false };
  return {
    nice,
    threads,
    sessions,
    group: joined === undefined ? "not set" : joined === "joined" && grouped ? "joined, with its sessions" : joined,
  };
}
