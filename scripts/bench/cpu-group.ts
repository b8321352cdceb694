// A CPU-weighted control group for bench:ingest's import, as an operator would give the worker one
// (systemd's CPUWeight=1 on its service; lib/ops/priority.ts, WORKER_CGROUP): the fetching process and
// its PostgreSQL sessions in it weigh as one, at a hundredth of a default process or service. Made
// under /sys/fs/cgroup (cgroup v2) or /sys/fs/cgroup/cpu (v1), which takes root.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = "/sys/fs/cgroup";

export type CpuGroup = { dir: string; weight: string; remove: () => void };

/** Makes group `name` at the least weight, or says why it could not. */
export function makeCpuGroup(name: string): CpuGroup | { why: string } {
  const v2 = existsSync(path.join(ROOT, "cgroup.controllers"));
  const parent = v2 ? ROOT : path.join(ROOT, "cpu");
  if (!v2 && !existsSync(path.join(parent, "cpu.shares"))) return { why: "no cpu controller at /sys/fs/cgroup" };
  const dir = path.join(parent, name);
  try {
    if (v2 && !readFileSync(path.join(ROOT, "cgroup.subtree_control"), "utf8").split(/\s+/).includes("cpu"))
      writeFileSync(path.join(ROOT, "cgroup.subtree_control"), "+cpu");
    mkdirSync(dir, { recursive: true });
    // v2's cpu.weight is 1 to 10,000 (100 by default); v1's cpu.shares the same scale times 10.24.
    const [file, value] = v2 ? ["cpu.weight", "1"] : ["cpu.shares", "10"];
    writeFileSync(path.join(dir, file), value);
    return {
      dir,
      weight: `${file} ${value}`,
      remove: () => {
        // Anything left (nothing, once the bench's children have exited) goes back to the parent.
        for (const pid of readFileSync(path.join(dir, "cgroup.procs"), "utf8").split("\n").filter(Boolean))
          writeFileSync(path.join(parent, "cgroup.procs"), pid);
        rmdirSync(dir);
      },
    };
  } catch (error) {
    return { why: (error as Error).message };
  }
}
