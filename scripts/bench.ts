// npm run bench: on a database of the demo content plus 100,000 generated articles (made once, in
// its own database "covid_bench"), builds, starts the production server on 127.0.0.1 and measures
// requests/s and latency percentiles of pages against the server's floor (a static route),
// printing the ratio. A benchmark, not a test: it asserts nothing; its figures go in the README.
//   npm run bench [-- --duration 20 --connections 50 --volume 100000 --no-build]
import { spawn, spawnSync } from "node:child_process";
import autocannon from "autocannon";
import pg from "pg";
import { createClient } from "../prisma/seed/client";
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

const volume = arg("volume", 100_000);

const targets = [
  { name: "floor (static route /api/health)", path: "/api/health" },
  { name: "home (/)", path: "/" },
  { name: "home (/es)", path: "/es" },
  { name: "list (/news)", path: "/news" },
  { name: "category page 2 (/es/news/research?page=2)", path: "/es/news/research?page=2" },
  { name: "article (/news/research/…)", path: "/news/research/what-wastewater-surveillance-tells-us" },
  { name: "search (/es/search?q=vacunas)", path: "/es/search?q=vacunas" },
  { name: "search with typo (/search?q=respirtor)", path: "/search?q=respirtor" },
];

/** The bench database: demo content plus `volume` generated articles, created once and reused. */
async function benchDatabase(serverUrl: string) {
  const url = new URL(serverUrl);
  url.pathname = "/covid_bench";
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = 'covid_bench'")).rowCount;
  if (!exists) await admin.query('CREATE DATABASE "covid_bench"');
  await admin.end();
  await migrate(url.toString());
  const db = createClient(url.toString());
  const generated = await db.article.count({ where: { slug: { startsWith: "bench-" } } });
  await db.$disconnect();
  process.env.DATABASE_URL = url.toString();
  if (generated !== volume) {
    const { seed } = await import("../prisma/seed/index");
    await seed({ volume });
  }
  return url.toString();
}

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
  const benchUrl = await benchDatabase(db.url);
  process.env.DATABASE_URL = benchUrl;
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
    console.log(`\n${connections} connections, ${duration} s each, on ${base}, ${volume} generated articles\n`);
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
