// npm run bench: builds, starts the production server on 127.0.0.1 and measures requests/s and
// latency percentiles of pages against the server's floor (a static route), printing the ratio.
// A benchmark, not a test: it asserts nothing and its figures go in the README.
//   npm run bench [-- --duration 20 --connections 50]
import { spawn, spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { openDatabase } from "./db/database";
import { generateClient } from "./db/generate";
import { migrate } from "./db/migrate";
import { ensureLocalSecret } from "./db/secret";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg("duration", 20);
const connections = arg("connections", 50);
const port = arg("port", 3200);
const base = `http://127.0.0.1:${port}`;

const targets = [
  { name: "floor (static route /api/health)", path: "/api/health" },
  { name: "home (/)", path: "/" },
  { name: "home (/es)", path: "/es" },
];

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function measure(path: string) {
  const url = base + path;
  await autocannon({ url, connections, duration: 3 }); // warm-up
  const r = await autocannon({ url, connections, duration });
  return { rps: r.requests.average, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  generateClient();
  ensureLocalSecret();
  const db = await openDatabase();
  await migrate(db.url);
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync("node_modules/.bin/next", ["build"], { stdio: "inherit", env: process.env });
    if (build.status !== 0) throw new Error("build failed");
  }
  // Its own process group, so stopping the group stops every process next start leaves.
  const server = spawn("node_modules/.bin/next", ["start", "-p", String(port)], { detached: true, stdio: "ignore", env: process.env });
  try {
    await waitFor(base + "/api/health");
    const rows = [];
    for (const t of targets) rows.push({ target: t.name, ...(await measure(t.path)) });
    const floor = rows[0]!.rps;
    console.log(`\n${connections} connections, ${duration} s each, on ${base}\n`);
    console.log("| target | req/s | p50 ms | p97.5 ms | p99 ms | errors | ratio to floor |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(`| ${r.target} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.errors} | ${(r.rps / floor).toFixed(2)} |`);
    }
  } finally {
    process.kill(-server.pid!, "SIGTERM");
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
