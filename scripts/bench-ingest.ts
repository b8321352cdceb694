// npm run bench:ingest: the aggregation's volume figures (docs/aggregation.md, "Volume"). A local
// fixture server answers for --feeds feeds of --entries entries each, spread over --hosts addresses
// in 127.0.1.0/24 (every 127/8 address is this machine) so that one-request-per-host is real; the
// server counts the requests in flight per host. The feeds are polled through pollFeed, as the jobs
// do, --concurrency at once; then polled again, when every feed answers 304.
// Reports: the first and second polls' durations, peak RSS of this (the fetching) process, entries
// stored, duplicates, and the most requests one host ever saw at once. Not measured here: the p99 of
// pages served meanwhile. A benchmark, not a test: it exits 0 whatever the figures.
//
//   npm run bench:ingest [-- --feeds 1000] [--entries 50] [--hosts 50] [--concurrency 16] [--keep]
// (--keep leaves its database, covid_bench_ingest, for a look with EXPLAIN.)
import "./check-node.mjs";
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { openDatabase } from "./db/database";
import { generateClient } from "./db/generate";
import { migrate } from "./db/migrate";

const option = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const feedCount = option("feeds", 1000);
const entryCount = option("entries", 50);
const hostCount = Math.min(option("hosts", 50), 250);
const concurrency = option("concurrency", 16);
const databaseName = "covid_bench_ingest";

// Titles of made-up words (letters from a hash: as unlike each other as real stories' words), plus
// a topic word; every tenth story is told by three outlets in their own order (grouping has work).
const letters = "abcdefghijklmnopqrstuvwxyz";
const vocabulary = Array.from({ length: 5000 }, (_, i) =>
  Array.from(
    createHash("sha1")
      .update(String(i))
      .digest()
      .subarray(0, 4 + (i % 5)),
    (b) => letters[b % 26],
  ).join(""),
);
const topicWords = ["measles", "vaccination", "masks", "ventilation", "dengue", "H5N1", "Covid-19", "testing"];
function title(feed: number, entry: number): string {
  const shared = entry % 10 === 0;
  const story = shared ? Math.floor(feed / 3) * 1000 + entry : feed * 1000 + entry;
  const pick = (n: number) => vocabulary[(story * 7919 + n * 104729) % vocabulary.length];
  const topic = topicWords[story % topicWords.length];
  const base = [pick(1), pick(2), topic, pick(3), pick(4), pick(5), pick(6)];
  return shared && feed % 3 === 1 ? [...base.slice(1), base[0]].join(" ") : base.join(" ");
}
function feedXml(feed: number): Buffer {
  const items = Array.from({ length: entryCount }, (_, e) => {
    const date = new Date(Date.now() - e * 3600_000).toUTCString();
    return `<item><title>${title(feed, e)}</title><link>https://outlet${feed}.example/story/${e}?utm_source=rss</link>
<guid>outlet${feed}-${e}</guid><pubDate>${date}</pubDate>
<description>&lt;p&gt;Officials said ${title(feed, e)} in a statement on &lt;b&gt;Monday&lt;/b&gt;.&lt;/p&gt;</description></item>`;
  }).join("\n");
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Outlet ${feed}</title>` +
      `<link>https://outlet${feed}.example/</link><language>en</language>${items}</channel></rss>`,
  );
}

async function startServers() {
  const bodies = new Map<number, { body: Buffer; etag: string }>();
  const inFlight = new Map<string, number>();
  let maxPerHost = 0;
  let requests = 0;
  const servers: http.Server[] = [];
  const hosts: string[] = [];
  for (let h = 1; h <= hostCount; h++) {
    const address = `127.0.1.${h}`;
    const server = http.createServer((req, res) => {
      requests++;
      const now = (inFlight.get(address) ?? 0) + 1;
      inFlight.set(address, now);
      maxPerHost = Math.max(maxPerHost, now);
      res.on("close", () => inFlight.set(address, (inFlight.get(address) ?? 1) - 1));
      const feed = Number(/^\/feed\/(\d+)/.exec(req.url ?? "")?.[1] ?? -1);
      if (feed < 0) return res.writeHead(404).end();
      let cached = bodies.get(feed);
      if (!cached) {
        const body = feedXml(feed);
        cached = { body, etag: `"${createHash("sha1").update(body).digest("hex").slice(0, 16)}"` };
        bodies.set(feed, cached);
      }
      if (req.headers["if-none-match"] === cached.etag) return res.writeHead(304, { etag: cached.etag }).end();
      // A little latency, as a real server has: politeness per host then costs real time.
      setTimeout(() => {
        res.writeHead(200, { "content-type": "application/rss+xml", etag: cached.etag }).end(cached.body);
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, address, resolve));
    servers.push(server);
    hosts.push(`${address}:${(server.address() as AddressInfo).port}`);
  }
  return {
    hosts,
    stats: () => ({ maxPerHost, requests }),
    close: () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))),
  };
}

async function main() {
  const server = await openDatabase();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(server.url);
  url.pathname = `/${databaseName}`;
  await migrate(url.toString());
  process.env.DATABASE_URL = url.toString();
  process.env.FEED_FETCH_ALLOW_ADDRESSES = "127.0.0.0/8";
  process.env.DATABASE_POOL_SIZE = String(Math.max(concurrency + 4, 10));
  generateClient();
  const { db } = await import("../lib/db");
  const { pollFeed } = await import("../lib/aggregation/poll");
  const { hostLimiter } = await import("../lib/aggregation/fetch");
  const fixtures = await startServers();
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    const source = await db.source.create({ data: { slug: "bench-ingest", name: "Bench" } });
    await db.feed.createMany({
      data: Array.from({ length: feedCount }, (_, i) => ({
        sourceId: source.id,
        url: `http://${fixtures.hosts[i % fixtures.hosts.length]}/feed/${i}`,
        name: `Outlet ${i}`,
        kind: "NEWS" as const,
        language: "en" as const,
        paused: false,
      })),
    });
    const ids = (await db.feed.findMany({ select: { id: true } })).map((f) => f.id);
    const limiter = hostLimiter(concurrency);
    const pollAll = async () => {
      const started = performance.now();
      const outcomes = new Map<string, number>();
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < ids.length) {
            const id = ids[next++]!;
            const report = await pollFeed(id, { force: true, fetch: { limiter } });
            const key = report?.outcome ?? "skipped";
            outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          }
        }),
      );
      return { seconds: (performance.now() - started) / 1000, outcomes: Object.fromEntries(outcomes) };
    };
    console.log(`${feedCount} feeds x ${entryCount} entries on ${fixtures.hosts.length} hosts, ${concurrency} at once`);
    const first = await pollAll();
    console.log(`first poll:  ${first.seconds.toFixed(1)} s (goal < 120 s)`, first.outcomes);
    const second = await pollAll();
    console.log(`second poll: ${second.seconds.toFixed(1)} s (goal < 10 s)`, second.outcomes);
    const [counts] = await db.$queryRaw<{ entries: bigint; distinct: bigint }[]>`
      SELECT count(*) AS entries, count(DISTINCT ("feedId", "canonicalUrl")) AS distinct FROM "FeedEntry"`;
    const { entries, distinct } = counts!;
    console.log(`entries stored: ${entries} (expected ${feedCount * entryCount}); duplicates: ${entries - distinct}`);
    console.log(`peak RSS of the fetching process: ${(peak / 1024 / 1024).toFixed(0)} MB (goal < 350 MB)`);
    const { maxPerHost, requests } = fixtures.stats();
    console.log(`requests: ${requests}; most at once to one host: ${maxPerHost} (goal 1)`);
  } finally {
    clearInterval(sampler);
    await fixtures.close();
    await db.$disconnect();
    if (!process.argv.includes("--keep")) await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
