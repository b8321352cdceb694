import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { joinGroup, lowerProcessPriority, lowerSessionPriority } from "@/lib/ops/priority";
import { makeCpuGroup } from "../../scripts/bench/cpu-group";

// The worker's background work takes the CPU pages leave: its threads, and the PostgreSQL backends
// serving its sessions, run at WORKER_NICE, and in WORKER_CGROUP's control group when one is set.
// Against the tests' own PostgreSQL, on this machine.

/** A Linux thread's or process's nice value (/proc/<pid>/stat, field 19). */
const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
const processNice = (pid: number) => niceOf(readFileSync(`/proc/${pid}/stat`, "utf8"));
const threadNices = () =>
  readdirSync("/proc/self/task").map((tid) => niceOf(readFileSync(`/proc/self/task/${tid}/stat`, "utf8")));

const pools: pg.Pool[] = [];
const poolOf = () => {
  const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
  pools.push(pool);
  return pool;
};
/** The backend process ids of `n` connections of `pool` open at once. */
async function backends(pool: pg.Pool, n: number) {
  const clients = await Promise.all(Array.from({ length: n }, () => pool.connect()));
  const pids = await Promise.all(
    clients.map(async (c) => (await c.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid),
  );
  for (const c of clients) c.release();
  return pids;
}

afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
});

describe.runIf(process.platform === "linux")("the worker's priority", () => {
  it("lowers every thread of the process, not only the calling one", () => {
    const before = threadNices();
    expect(before.length).toBeGreaterThan(1); // V8's and libuv's threads besides the main one
    try {
      expect(lowerProcessPriority(3)).toBe(before.length);
      expect(new Set(threadNices())).toEqual(new Set([3]));
    } finally {
      lowerProcessPriority(Math.min(...before)); // back, where this user may raise it again
    }
  });

  it("lowers the backends of the sessions it opens, each new one too", async () => {
    const pool = poolOf();
    expect((await lowerSessionPriority(pool, 7, { pooled: false })).sessions).toBe("lowered");
    const pids = await backends(pool, 3);
    expect(new Set(pids).size).toBe(3);
    expect(pids.map(processNice)).toEqual([7, 7, 7]);
  });

  it("leaves the backends alone through a pooler, whose connections serve every process", async () => {
    const pool = poolOf();
    expect((await lowerSessionPriority(pool, 7, { pooled: true })).sessions).toBe("through a pooler");
    const pids = await backends(pool, 2);
    expect(pids.map(processNice)).toEqual([0, 0]);
  });

  it("says so when the database is not there, and starts the worker all the same", async () => {
    const pool = new pg.Pool({
      connectionString: "postgresql://nobody@127.0.0.1:9/none",
      connectionTimeoutMillis: 500,
    });
    pools.push(pool);
    expect((await lowerSessionPriority(pool, 7, { pooled: false })).sessions).toBe("database unreachable");
  });
});

// Making a control group takes root, as CI here has; elsewhere these are left out, and say why.
const group = process.platform === "linux" ? makeCpuGroup(`covid-test-${process.pid}`) : { why: "not Linux" };
const inGroup = (dir: string) =>
  readFileSync(path.join(dir, "cgroup.procs"), "utf8").split("\n").filter(Boolean).map(Number);

describe.runIf("dir" in group)("the worker's CPU group", () => {
  const dir = "dir" in group ? group.dir : "";
  afterAll(() => {
    if ("dir" in group) group.remove();
  });

  it("takes a process whole", async () => {
    const sleeper = spawn("sleep", ["30"]);
    try {
      joinGroup(dir, sleeper.pid!);
      expect(inGroup(dir)).toContain(sleeper.pid);
    } finally {
      sleeper.kill();
      await new Promise((resolve) => sleeper.once("exit", resolve));
    }
  });

  it("takes the backends of the sessions the worker opens, each new one too", async () => {
    const pool = poolOf();
    expect((await lowerSessionPriority(pool, 7, { pooled: false, group: dir })).sessions).toBe("lowered");
    const pids = await backends(pool, 3);
    expect(inGroup(dir)).toEqual(expect.arrayContaining(pids));
    await pool.end();
    pools.splice(pools.indexOf(pool), 1);
  });

  it("leaves them out through a pooler", async () => {
    const pool = poolOf();
    await lowerSessionPriority(pool, 7, { pooled: true, group: dir });
    const pids = await backends(pool, 2);
    for (const pid of pids) expect(inGroup(dir)).not.toContain(pid);
  });
});
