// npm run bench:ingest: the aggregation's volume figures (docs/aggregation.md, "Volume"). A fixture
// server in a child process (scripts/bench/ingest-fixtures.ts) answers for --feeds feeds of
// --entries entries each, spread over --hosts addresses 127.0.1.1, 127.0.1.2, … (every 127/8 address
// is this machine) so that one-request-per-host is real; it counts the requests in flight per host.
// The fetch guard allows exactly those addresses. The feeds are polled by a second child process, the
// fetching process (scripts/bench/ingest-poller.ts), as a worker would: through pollFeed, with the
// database host gate (one request per host across processes, --gap ms between two) and --concurrency
// at once; then polled again, when every feed answers 304.
// Reports: the first and second polls' durations, peak RSS of the fetching process, entries
// stored, duplicates, and the most requests one host ever saw at once. With --page URL (a page of a
// running production server, `npm run build && npm start`), also that page's p99 latency
// while idle and during the first poll, loaded flat out (autocannon, 4 connections) or at a steady
// --rate N requests a second (scripts/bench/steady-load.ts, which also reports each 5 s's p99).
// The fetching process runs as a worker would: at WORKER_NICE, its PostgreSQL sessions too, and, where
// the bench may make one (root), in a CPU-weighted control group with them (scripts/bench/cpu-group.ts;
// --no-group leaves it out). The fixture server, which stands for the publishers' machines, gets a group
// of the same weight, so that its CPU, which a real import never spends here, is not taken from the page.
// A benchmark, not a test: it exits 0 whatever the figures.
//
//   npm run bench:ingest [-- --feeds 1000] [--entries 50] [--hosts 200] [--concurrency 16] [--gap 1000]
//                        [--page http://127.0.0.1:3000/en/news/some-article] [--rate max|N]
//                        [--keep] [--profile DIR] [--no-group]
// (--keep leaves its database, covid_bench_ingest, for a look with EXPLAIN; --profile writes a CPU
// profile of the fetching process into DIR, for Chrome's DevTools.)
import "./check-node.mjs";
import { execFileSync, fork } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import type { FixtureReply, FixtureRequest } from "./bench/ingest-fixtures";
import type { PollerReply, PollerRequest } from "./bench/ingest-poller-types";
import { makeCpuGroup } from "./bench/cpu-group";
import { percentile } from "./bench/report";
import { steadyLoad } from "./bench/steady-load";
import { joinGroup } from "../lib/ops/priority";
import { openDatabase } from "./db/database";
import { generateClient } from "./db/generate";

const option = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const text = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const feedCount = option("feeds", 1000);
const entryCount = option("entries", 50);
const hostCount = Math.min(option("hosts", 200), 250);
const concurrency = option("concurrency", 16);
const gapMs = option("gap", 1000);
const page = text("page");
// The page's load: "max" (flat out) or a steady number of requests a second.
const rateOption = text("rate") ?? "max";
const databaseName = "covid_bench_ingest";

/** A child process answering `ask(message, replyType)` over IPC. */
function child<Request, Reply extends { type: string }>(
  file: string,
  env?: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
) {
  const process_ = fork(path.join(__dirname, file), [], {
    execArgv: [...process.execArgv, ...nodeArgs],
    env: env ?? process.env,
  });
  const ask = <T extends Reply["type"]>(message: Request, type: T) =>
    new Promise<Extract<Reply, { type: T }>>((resolve, reject) => {
      const listen = (reply: Reply) => {
        if (reply.type !== type) return;
        process_.off("message", listen);
        process_.off("exit", exited);
        resolve(reply as Extract<Reply, { type: T }>);
      };
      const exited = (code: number | null) => reject(new Error(`${file} exited (${code}) before answering`));
      process_.on("message", listen);
      process_.once("exit", exited);
      if (message !== undefined) process_.send(message as object);
    });
  const exited = new Promise((resolve) => process_.once("exit", resolve));
  const stop = async (message: Request) => {
    if (process_.connected) process_.send(message as object);
    await exited;
  };
  return { process: process_, ask, stop };
}

/**
 * autocannon on the page as fast as 4 connections go, until `until` settles or for `seconds`. Its p99
 * is read from each answer's time to a tenth of a millisecond: autocannon's own is whole milliseconds,
 * and the page's idle p99 is one or two.
 */
async function flatOut(url: string, options: { seconds?: number; until?: Promise<unknown> }) {
  let finish: (result: autocannon.Result) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon({ url, connections: 4, duration: options.seconds ?? 3600 }, (error, result) =>
    finish(result),
  );
  const latencies: number[] = [];
  instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  if (options.until) void options.until.finally(() => instance.stop());
  const result = await done;
  return {
    p99: latencies.length ? Math.round(percentile(latencies, 99) * 10) / 10 : 0,
    perSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

/** The page's load at `rate` a second (steadyLoad), or flat out when `rate` is undefined. */
const pageLoad = (url: string, options: { seconds?: number; until?: Promise<unknown>; rate?: number }) =>
  options.rate ? steadyLoad(url, { ...options, rate: options.rate }) : flatOut(url, options);

async function main() {
  const server = await openDatabase();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(server.url);
  url.pathname = `/${databaseName}`;
  // Migrated from a child process: the migration engine's WebAssembly would stay in this one's
  // memory, which is to be the fetching process's alone (a worker never migrates).
  execFileSync(process.execPath, [...process.execArgv, path.join(__dirname, "db/run.ts"), "migrate"], {
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: ["ignore", "ignore", "inherit"],
  });
  process.env.DATABASE_URL = url.toString();
  process.env.DATABASE_POOL_SIZE = String(Math.max(concurrency + 4, 10));
  generateClient();
  const { db } = await import("../lib/db");
  const grouped = !process.argv.includes("--no-group");
  const group = grouped ? makeCpuGroup("covid-bench-import") : { why: "--no-group" };
  const publishers = grouped && "dir" in group ? makeCpuGroup("covid-bench-publishers") : undefined;
  const fixtures = child<FixtureRequest, FixtureReply>("bench/ingest-fixtures.ts");
  if (publishers && "dir" in publishers) joinGroup(publishers.dir, fixtures.process.pid!);
  const { hosts, addresses } = await fixtures.ask({ type: "start", hosts: hostCount, entries: entryCount }, "started");
  const profile = text("profile");
  const poller = child<PollerRequest | undefined, PollerReply>(
    "bench/ingest-poller.ts",
    { ...process.env, WORKER_CGROUP: "dir" in group ? group.dir : "" },
    // The worker's heap bound (package.json's worker script).
    ["--max-old-space-size=192", ...(profile ? ["--cpu-prof", "--cpu-prof-dir", profile] : [])],
  );
  try {
    const { priority } = await poller.ask(undefined, "ready");
    const source = await db.source.create({ data: { slug: "bench-ingest", name: "Bench" } });
    await db.feed.createMany({
      data: Array.from({ length: feedCount }, (_, i) => ({
        sourceId: source.id,
        url: `http://${hosts[i % hosts.length]}/feed/${i}`,
        name: `Outlet ${i}`,
        kind: "NEWS" as const,
        language: "en" as const,
        paused: false,
      })),
    });
    // In the order they were made: consecutive feeds on different hosts, as a scan's due feeds would
    // mostly be (sorted by address, a host's feeds would come one after the other).
    const feedNumber = (url: string) => Number(/\/feed\/(\d+)$/.exec(url)?.[1]);
    const ids = (await db.feed.findMany({ select: { id: true, url: true } }))
      .sort((a, b) => feedNumber(a.url) - feedNumber(b.url))
      .map((f) => f.id);
    const pollAll = () => poller.ask({ type: "poll", ids, concurrency, gapMs, addresses: [...addresses] }, "polled");
    console.log(
      `${feedCount} feeds x ${entryCount} entries on ${hosts.length} hosts, ${concurrency} at once, ${gapMs} ms between two requests to a host`,
    );
    console.log(
      `fetching process at nice ${priority.nice} (WORKER_NICE, ${priority.threads} threads); its PostgreSQL sessions: ${priority.sessions}`,
    );
    console.log(
      "dir" in group
        ? `CPU group ${group.dir} (${group.weight}): the fetching process ${priority.group}; the fixture server in one of its own`
        : `no CPU group: ${group.why}`,
    );
    const before = await poller.ask({ type: "memory" }, "memory");
    console.log(
      `RSS before polling: ${(before.rss / 1024 / 1024).toFixed(0)} MB (heap ${(before.heapUsed / 1024 / 1024).toFixed(0)} MB)`,
    );
    // The page's load: flat out by default, where any CPU the import takes is latency; with --rate N,
    // a steady N requests a second (scripts/bench/steady-load.ts).
    const rate = rateOption === "max" ? undefined : Math.max(1, Number(rateOption));
    const idle = page ? await pageLoad(page, { seconds: 20, rate }) : null;
    const detail = (r: Awaited<ReturnType<typeof pageLoad>>) =>
      `${r.requests} requests, ${r.errors} errors` +
      ("windows" in r ? `; sent late by the load itself: ${r.late}; p99 by 5 s: ${r.windows.join(", ")}` : "");
    if (idle) console.log(`page p99 idle: ${idle.p99} ms (${detail(idle)})`);
    const firstPoll = pollAll();
    const busy = page ? pageLoad(page, { until: firstPoll, rate }) : null;
    const first = await firstPoll;
    console.log(`first poll:  ${first.seconds.toFixed(1)} s (goal < 120 s)`, first.outcomes);
    if (busy && idle) {
      const during = await busy;
      console.log(
        `page p99 during the first poll: ${during.p99} ms (${detail(during)}); ` +
          `${(during.p99 / idle.p99).toFixed(2)}x idle (goal <= 1.5x)`,
      );
    }
    const second = await pollAll();
    console.log(`second poll: ${second.seconds.toFixed(1)} s (goal < 10 s)`, second.outcomes);
    const [counts] = await db.$queryRaw<{ entries: bigint; distinct: bigint; groups: bigint; grouped: bigint }[]>`
      SELECT count(*) AS entries, count(DISTINCT ("feedId", "canonicalUrl")) AS distinct,
             count(DISTINCT "groupId") AS groups, count("groupId") AS grouped FROM "FeedEntry"`;
    const { entries, distinct, groups, grouped } = counts!;
    console.log(`entries stored: ${entries} (expected ${feedCount * entryCount}); duplicates: ${entries - distinct}`);
    console.log(`grouped: ${grouped} entries in ${groups} groups`);
    const peak = Math.max(first.peakRss, second.peakRss);
    console.log(`peak RSS of the fetching process: ${(peak / 1024 / 1024).toFixed(0)} MB (goal < 350 MB)`);
    const { maxPerHost, requests } = await fixtures.ask({ type: "stats" }, "stats");
    console.log(`requests: ${requests}; most at once to one host: ${maxPerHost} (goal 1)`);
  } finally {
    await Promise.all([poller.stop({ type: "stop" }), fixtures.stop({ type: "stop" })]);
    await db.$disconnect();
    if (!process.argv.includes("--keep")) await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
    await server.stop();
    for (const made of [group, publishers]) if (made && "dir" in made) made.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
