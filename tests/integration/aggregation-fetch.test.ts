import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { fetchFeed, hostLimiter, type FetchOptions } from "@/lib/aggregation/fetch";
import { startFeedServer } from "../support/feed-server";

// The fetcher against a real local server: the guard lets the tests reach 127.0.0.1 only (the
// explicit allowance production never has), with short time-outs so the suite stays fast.
const other = net.createServer();
let otherConnections = 0;
other.on("connection", (socket) => {
  otherConnections++;
  socket.destroy();
});
await new Promise<void>((resolve) => other.listen(0, "127.0.0.2", resolve));
const otherPort = (other.address() as net.AddressInfo).port;
const server = await startFeedServer("127.0.0.1", () => `http://127.0.0.2:${otherPort}/fixtures/cdc-han.rss.xml`);
const options: FetchOptions = {
  allowAddresses: ["127.0.0.1"],
  connectTimeoutMs: 1000,
  totalTimeoutMs: 2500,
  limiter: hostLimiter(4),
};

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => other.close(resolve));
});

describe("fetchFeed", () => {
  it("gets a feed, then costs one 304 when it has not changed", async () => {
    const url = `${server.url}/fixtures/cdc-han.rss.xml`;
    const first = await fetchFeed({ url }, options);
    expect(first.kind).toBe("ok");
    if (first.kind !== "ok") return;
    expect(first.body.toString()).toContain("Health Alert Network");
    expect(first.etag).toMatch(/^"/);
    const second = await fetchFeed({ url, etag: first.etag }, options);
    expect(second).toEqual({ kind: "not-modified", status: 304 });
    expect(server.hits.get("/fixtures/cdc-han.rss.xml")).toBe(2);
  });

  it("cuts a 50 MB body at the 5 MB cap while streaming it", async () => {
    const before = process.memoryUsage().rss;
    const result = await fetchFeed({ url: `${server.url}/huge` }, { ...options, totalTimeoutMs: 10_000 });
    expect(result).toMatchObject({ kind: "error", outcome: "TOO_LARGE" });
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
  });

  it("gives up on a drip of one byte a second at the whole-response time-out", async () => {
    const started = Date.now();
    const result = await fetchFeed({ url: `${server.url}/drip` }, options);
    expect(result).toMatchObject({ kind: "error", outcome: "TIMEOUT" });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("stops a redirect loop and a chain longer than five", async () => {
    expect(await fetchFeed({ url: `${server.url}/loop/a` }, options)).toMatchObject({
      kind: "error",
      outcome: "TOO_MANY_REDIRECTS",
      detail: "redirect loop",
    });
    server.hits.clear();
    expect(await fetchFeed({ url: `${server.url}/chain/0` }, options)).toMatchObject({
      outcome: "TOO_MANY_REDIRECTS",
    });
    expect([...server.hits.keys()].filter((k) => k.startsWith("/chain/"))).toHaveLength(6);
  });

  it("refuses a redirect to another private address before connecting to it", async () => {
    const result = await fetchFeed({ url: `${server.url}/to-private` }, options);
    expect(result).toMatchObject({ kind: "error", outcome: "REFUSED_ADDRESS" });
    expect(otherConnections).toBe(0);
  });

  it("refuses loopback without the allowance, and link-local, private and IPv4-mapped addresses", async () => {
    for (const url of [
      `${server.url}/fixtures/cdc-han.rss.xml`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.1.2.3/feed",
      "http://192.168.0.1/feed",
      `http://[::ffff:127.0.0.1]:${server.port}/fixtures/cdc-han.rss.xml`,
      `http://[::1]:${server.port}/feed`,
      "http://0.0.0.0/feed",
      "http://224.0.0.1/feed",
      `http://localhost:${server.port}/fixtures/cdc-han.rss.xml`,
    ]) {
      const result = await fetchFeed({ url }, { ...options, allowAddresses: [] });
      expect(result, url).toMatchObject({ kind: "error", outcome: "REFUSED_ADDRESS" });
    }
    expect(await fetchFeed({ url: "file:///etc/passwd" }, options)).toMatchObject({ outcome: "REFUSED_ADDRESS" });
  });

  it("reports 410 as gone and obeys 429's Retry-After", async () => {
    expect(await fetchFeed({ url: `${server.url}/gone` }, options)).toMatchObject({ outcome: "GONE", status: 410 });
    const busy = await fetchFeed({ url: `${server.url}/busy` }, options);
    expect(busy).toMatchObject({ outcome: "RATE_LIMITED", status: 429 });
    if (busy.kind !== "error") return;
    expect(busy.retryAfter!.getTime() - Date.now()).toBeGreaterThan(110_000);
  });
});

describe("hostLimiter", () => {
  it("runs one task at a time per host and at most the global cap at once", async () => {
    const limiter = hostLimiter(2);
    const running = new Map<string, number>();
    let peakPerHost = 0;
    let peak = 0;
    const task = (host: string) =>
      limiter.run(host, async () => {
        running.set(host, (running.get(host) ?? 0) + 1);
        peakPerHost = Math.max(peakPerHost, running.get(host)!);
        peak = Math.max(
          peak,
          [...running.values()].reduce((a, b) => a + b, 0),
        );
        await new Promise((resolve) => setTimeout(resolve, 10));
        running.set(host, running.get(host)! - 1);
      });
    await Promise.all(["a", "a", "b", "b", "c", "c", "a"].map(task));
    expect(peakPerHost).toBe(1);
    expect(peak).toBe(2);
  });
});
