// The bench's floor: a bare Next app of the same Next and React versions (bench/bare-next: one
// page with one next/link), built and served beside the site, so that each figure of the site is
// reported as a ratio to the same figure of the framework alone, measured the same way in the same
// run on the same machine (these machines are shared and noisy: ratios survive that, absolute
// figures do not). It is built under .data/bare-next with its own node_modules (hard links to the
// site's, so the very same versions): inside the site's folder Next would take the site's root,
// and with it the site's instrumentation and proxy.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The bench's bare apps, each a folder of bench/: the floor, and the Cache Components probe. */
export type BareApp = "bare-next" | "ppr-probe";

/** Its own environment: the site's NEXT_DIST_DIR must not choose the bare app's build folder. */
function bareEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NEXT_DIST_DIR;
  return env;
}

/** Builds a bare app (the floor by default), unless `reuse` and a build of it exists. */
export function buildBare({ reuse, app = "bare-next" }: { reuse: boolean; app?: BareApp }) {
  const dir = path.join(".data", app);
  if (reuse && existsSync(path.join(dir, ".next", "BUILD_ID"))) return;
  mkdirSync(dir, { recursive: true });
  cpSync(path.join("bench", app, "app"), path.join(dir, "app"), { recursive: true });
  cpSync(path.join("bench", app, "next.config.mjs"), path.join(dir, "next.config.mjs"));
  writeFileSync(path.join(dir, "package.json"), `{ "name": "${app}", "private": true }\n`);
  if (!existsSync(path.join(dir, "node_modules"))) {
    const link = spawnSync("cp", ["-al", "node_modules", path.join(dir, "node_modules")], { stdio: "inherit" });
    if (link.status !== 0) cpSync("node_modules", path.join(dir, "node_modules"), { recursive: true });
  }
  const build = spawnSync("node_modules/.bin/next", ["build"], { cwd: dir, stdio: "inherit", env: bareEnv() });
  if (build.status !== 0) throw new Error(`the bare Next app ${app} did not build`);
}

/** Serves a bare app (the floor by default) on `port` in its own process group; returns a stop function. */
export function startBare(port: number, app: BareApp = "bare-next"): () => void {
  const server = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: path.join(".data", app),
    detached: true,
    stdio: "ignore",
    env: bareEnv(),
  });
  return () => process.kill(-server.pid!, "SIGTERM");
}
