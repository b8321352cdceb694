import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

// One request at a time per host, and a gap between two, across pollers that share nothing but the
// database: each poller here has its own in-process limiter, as two processes (the worker and an app
// process running the same jobs) would.
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");

const { pollFeed } = await import("@/lib/aggregation/poll");
const { hostLimiter } = await import("@/lib/aggregation/fetch");
const { databaseHostGate } = await import("@/lib/aggregation/host-gate");
const { createFeed } = await import("@/lib/aggregation/feeds");

const db = testDb();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const source = await db.source.create({ data: { slug: `polite-${run}`, name: "Politeness test source" } });

// A feed server that answers slowly and records, for its one host, how many requests it had in
// flight at once and when each began and ended.
let inFlight = 0;
let maxInFlight = 0;
const spans: { start: number; end: number }[] = [];
const server = http.createServer((req, res) => {
  const span = { start: performance.now(), end: Infinity };
  spans.push(span);
  maxInFlight = Math.max(maxInFlight, ++inFlight);
  res.on("close", () => {
    inFlight--;
    span.end = performance.now();
  });
  setTimeout(() => {
    res
      .writeHead(200, { "content-type": "application/rss+xml" })
      .end(
        `<rss version="2.0"><channel><title>Polite</title><language>en</language>` +
          `<item><title>Measles update ${req.url}</title><link>https://polite.example${req.url}</link></item></channel></rss>`,
      );
  }, 60);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  process.env = savedEnv;
  await db.$disconnect();
});

function reset() {
  inFlight = 0;
  maxInFlight = 0;
  spans.length = 0;
}

async function feeds(count: number, label: string) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const feed = await createFeed({
      sourceId: source.id,
      url: `${base}/${label}-${run}-${i}`,
      name: `Polite ${label} ${i}`,
      kind: "HEALTH_AGENCY",
      paused: false,
    });
    ids.push(feed.id);
  }
  return ids;
}

/** A poller of its own, as another process would have: its limiter, its gate (same database). */
function poller(gapMs: number) {
  const fetch = {
    allowAddresses: ["127.0.0.1"],
    totalTimeoutMs: 10_000,
    limiter: hostLimiter(4),
    hostGate: databaseHostGate({ gapMs }),
  };
  return (ids: string[]) => Promise.all(ids.map((id) => pollFeed(id, { force: true, fetch })));
}

describe("per-host politeness across pollers", () => {
  it("never sends two requests at once to one host from two pollers", async () => {
    reset();
    const ids = await feeds(8, "once");
    const [a, b] = await Promise.all([poller(0)(ids.slice(0, 4)), poller(0)(ids.slice(4))]);
    expect([...a, ...b].map((r) => r?.outcome)).toEqual(Array(8).fill("OK"));
    expect(spans).toHaveLength(8);
    expect(maxInFlight).toBe(1);
  });

  it("leaves the gap between the end of one request to a host and the start of the next", async () => {
    reset();
    const ids = await feeds(4, "gap");
    await Promise.all([poller(250)(ids.slice(0, 2)), poller(250)(ids.slice(2))]);
    expect(spans).toHaveLength(4);
    const sorted = [...spans].sort((x, y) => x.start - y.start);
    for (let i = 1; i < sorted.length; i++)
      // A few milliseconds of slack: the gap is counted from the database's release, a little after
      // the server saw the response go.
      expect(sorted[i]!.start - sorted[i - 1]!.end).toBeGreaterThanOrEqual(240);
  });

  it("frees a host whose claim was never released once its lease ends", async () => {
    const gate = databaseHostGate({ gapMs: 0 });
    const host = `lost-${run}.example`;
    const first = await gate.claim(host, 200);
    expect("release" in first).toBe(true);
    const second = await gate.claim(host, 200);
    expect(second).toMatchObject({ retryInMs: expect.any(Number) });
    await new Promise((resolve) => setTimeout(resolve, 250));
    const third = await gate.claim(host, 200);
    expect("release" in third).toBe(true);
    // The first claim's late release does not free the host the third holds.
    if ("release" in first) await first.release();
    expect(await gate.claim(host, 200)).toMatchObject({ retryInMs: expect.any(Number) });
  });
});
