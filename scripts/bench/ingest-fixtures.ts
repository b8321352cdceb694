// The feeds npm run bench:ingest polls, served from a child process of their own so that the bench's
// memory and CPU figures are the fetching process's alone. Asked over IPC for `hosts` addresses
// 127.0.1.1, 127.0.1.2, … (every 127/8 address is this machine), it answers with "host:port" for
// each, then reports, when asked, how many requests it served and the most one host ever had in
// flight at once.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FixtureRequest = { type: "start"; hosts: number; entries: number } | { type: "stats" } | { type: "stop" };
export type FixtureReply =
  { type: "started"; hosts: string[]; addresses: string[] } | { type: "stats"; requests: number; maxPerHost: number };

// Titles of made-up words (letters from a hash of the story and the word's place: as unlike each
// other as real stories' words), plus a topic word; every tenth story is told by three outlets, one
// of them in its own order, so grouping has work.
const letters = "abcdefghijklmnopqrstuvwxyz";
const word = (story: number, n: number) => {
  const digest = createHash("sha1").update(`${story}:${n}`).digest();
  return Array.from(digest.subarray(0, 4 + (digest[19]! % 5)), (b) => letters[b % 26]).join("");
};
const topicWords = ["measles", "vaccination", "masks", "ventilation", "dengue", "H5N1", "Covid-19", "testing"];
function title(feed: number, entry: number): string {
  const shared = entry % 10 === 0;
  const story = shared ? Math.floor(feed / 3) * 1000 + entry : feed * 1000 + entry;
  const base = [
    word(story, 1),
    word(story, 2),
    topicWords[story % topicWords.length]!,
    ...[3, 4, 5, 6].map((n) => word(story, n)),
  ];
  return shared && feed % 3 === 1 ? [...base.slice(1), base[0]].join(" ") : base.join(" ");
}

// Dates from one instant, so a feed's document (and its ETag) is the same at every request.
const base = Date.now();
function feedXml(feed: number, entries: number): Buffer {
  const items = Array.from({ length: entries }, (_, e) => {
    const date = new Date(base - e * 3600_000).toUTCString();
    return `<item><title>${title(feed, e)}</title><link>https://outlet${feed}.example/story/${e}?utm_source=rss</link>
<guid>outlet${feed}-${e}</guid><pubDate>${date}</pubDate>
<description>&lt;p&gt;Officials said ${title(feed, e)} in a statement on &lt;b&gt;Monday&lt;/b&gt;.&lt;/p&gt;</description></item>`;
  }).join("\n");
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Outlet ${feed}</title>` +
      `<link>https://outlet${feed}.example/</link><language>en</language>${items}</channel></rss>`,
  );
}

const servers: http.Server[] = [];
const inFlight = new Map<string, number>();
let maxPerHost = 0;
let requests = 0;

async function start(hostCount: number, entries: number): Promise<FixtureReply> {
  const hosts: string[] = [];
  const addresses: string[] = [];
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
      const etag = `"feed-${feed}-${entries}-${base}"`;
      if (req.headers["if-none-match"] === etag) return res.writeHead(304, { etag }).end();
      // A little latency, as a real server has: politeness per host then costs real time.
      setTimeout(() => {
        res.writeHead(200, { "content-type": "application/rss+xml", etag }).end(feedXml(feed, entries));
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, address, resolve));
    servers.push(server);
    addresses.push(address);
    hosts.push(`${address}:${(server.address() as AddressInfo).port}`);
  }
  return { type: "started", hosts, addresses };
}

process.on("message", (message: FixtureRequest) => {
  if (message.type === "start") void start(message.hosts, message.entries).then((reply) => process.send!(reply));
  else if (message.type === "stats") process.send!({ type: "stats", requests, maxPerHost } satisfies FixtureReply);
  else {
    for (const server of servers) server.close();
    process.exit(0);
  }
});
