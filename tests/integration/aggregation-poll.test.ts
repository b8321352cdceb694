import { afterAll, describe, expect, inject, it } from "vitest";
import { billionLaughs, startFeedServer, storyFeed } from "../support/feed-server";
import { testDb } from "../support/db";

// Polling feeds from a local fixture server into the test database: what is stored, what is
// skipped, what a failing feed's row says, and the same story from three sources grouped.
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");

const { pollFeed, dueFeedIds, backoffMinutes } = await import("@/lib/aggregation/poll");
const { hostLimiter } = await import("@/lib/aggregation/fetch");
const { createFeed } = await import("@/lib/aggregation/feeds");
const { setPaused, exportOpml, importOpml } = await import("@/lib/aggregation/sources");
const { purgeOldEntries } = await import("@/lib/aggregation/purge");

const db = testDb();
const server = await startFeedServer();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const fetch = { allowAddresses: ["127.0.0.1"], connectTimeoutMs: 1000, totalTimeoutMs: 2500, limiter: hostLimiter(4) };
const source = await db.source.create({ data: { slug: `agg-${run}`, name: "Aggregation test source" } });

afterAll(async () => {
  await server.close();
  process.env = savedEnv;
  await db.$disconnect();
});

let n = 0;
async function feedAt(path: string, extra: Partial<Parameters<typeof createFeed>[0]> = {}) {
  return createFeed({
    sourceId: source.id,
    url: `${server.url}${path}${path.includes("?") ? "&" : "?"}f=${run}-${n++}`,
    name: `Feed ${path}`,
    kind: "HEALTH_AGENCY",
    paused: false,
    ...extra,
  });
}
const poll = (id: string) => pollFeed(id, { force: true, fetch });

describe("pollFeed", () => {
  it("stores a feed's clean entries once, with topics, alert levels and a canonical link", async () => {
    const feed = await feedAt("/fixtures/cdc-han.rss.xml", {
      alertRules: [
        { pattern: "Health Alert:", level: "ALERT" },
        { pattern: "Health Advisory", level: "ADVISORY" },
      ],
    });
    const report = await poll(feed.id);
    expect(report).toMatchObject({ outcome: "OK", status: 200, skipped: 2 });
    expect(report?.created).toHaveLength(2);
    const entries = await db.feedEntry.findMany({ where: { feedId: feed.id }, orderBy: { publishedAt: "desc" } });
    expect(entries.map((e) => [e.guid, e.language, e.state, e.alertLevel, e.topics])).toEqual([
      ["han00506", "en", "NEW", "ALERT", ["avian-influenza"]],
      ["han00504", "en", "NEW", "ADVISORY", ["measles"]],
    ]);
    expect(entries[0]).toMatchObject({
      canonicalUrl: "https://www.cdc.gov/han/2024/han00506.html",
      link: "https://www.cdc.gov/han/2024/han00506.html?utm_source=rss&utm_medium=feed",
    });
    expect(entries[0]?.summary).not.toMatch(/[<>]|alert\(1\)/);
    expect(entries[0]?.relevance).toBeGreaterThan(0);
    const row = await db.feed.findUniqueOrThrow({ where: { id: feed.id } });
    expect(row).toMatchObject({ lastOutcome: "OK", lastNewCount: 2, lastSkippedCount: 2, consecutiveErrors: 0 });
    expect(row.etag).toBeTruthy();

    // Unchanged: one conditional request answered 304, nothing stored twice.
    expect(await poll(feed.id)).toMatchObject({ outcome: "NOT_MODIFIED" });
    expect(await db.feedEntry.count({ where: { feedId: feed.id } })).toBe(2);
  });

  it("keeps an entry once by its link when its guid changes (tracking parameters aside)", async () => {
    const path = `/dedupe-${run}`;
    const doc = (guid: string, link: string) =>
      `<rss version="2.0"><channel><title>D</title><language>en</language><item><title>Measles outbreak update</title><link>${link}</link><guid>${guid}</guid></item></channel></rss>`;
    server.serve(path, doc("one", "https://News.example/story?id=1&amp;utm_source=x"));
    const feed = await feedAt(path);
    expect((await poll(feed.id))?.created).toHaveLength(1);
    server.serve(path, doc("two", "https://news.example/story?id=1&amp;fbclid=abc"));
    expect((await poll(feed.id))?.created).toHaveLength(0);
    expect(await db.feedEntry.count({ where: { feedId: feed.id } })).toBe(1);
  });

  it("detects Spanish in a feed that names no language", async () => {
    const feed = await feedAt("/fixtures/salud-mx.rss.xml", { kind: "HEALTH_AGENCY" });
    await poll(feed.id);
    const [entry] = await db.feedEntry.findMany({ where: { feedId: feed.id } });
    expect(entry).toMatchObject({ language: "es" });
    expect(entry?.topics).toEqual(expect.arrayContaining(["covid-19", "vaccination"]));
  });

  it("reads every format: RDF, Atom, JSON Feed and a YouTube channel", async () => {
    for (const [name, count, language] of [
      ["medrxiv.rdf.xml", 2, "en"],
      ["spf.atom.xml", 2, "fr"],
      ["blog.feed.json", 1, "en"],
      ["youtube.atom.xml", 1, "en"],
      ["netscape.rss091.xml", 1, "pt"],
    ] as const) {
      const feed = await feedAt(`/fixtures/${name}`);
      const report = await poll(feed.id);
      expect(report?.outcome, name).toBe("OK");
      const entries = await db.feedEntry.findMany({ where: { feedId: feed.id } });
      expect(entries, name).toHaveLength(count);
      expect(
        entries.every((e) => e.language === language),
        name,
      ).toBe(true);
    }
    const video = await db.feedEntry.findFirstOrThrow({ where: { youtubeVideoId: "dQw4w9WgXcQ" } });
    expect(video.topics).toContain("masks");
    const future = await db.feedEntry.findFirstOrThrow({
      where: { guid: "tag:santepubliquefrance.fr,2024:actualite-1230" },
    });
    expect(future.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("filters the entries of a news outlet that match no topic, and keeps them for editors", async () => {
    const path = `/news-${run}`;
    server.serve(
      path,
      `<rss version="2.0"><channel><title>N</title><language>en</language>
       <item><title>Local team wins the football cup final</title><link>https://n.example/a</link></item>
       <item><title>Measles cases rise in the county</title><link>https://n.example/b</link></item></channel></rss>`,
    );
    const feed = await feedAt(path, { kind: "NEWS" });
    await poll(feed.id);
    const entries = await db.feedEntry.findMany({ where: { feedId: feed.id }, orderBy: { link: "asc" } });
    expect(entries.map((e) => e.state)).toEqual(["FILTERED", "NEW"]);
  });

  it("groups the same story from three sources in one language", async () => {
    const date = new Date().toUTCString();
    const titles = [
      "Measles outbreak spreads to three more states, CDC says",
      "CDC says measles outbreak spreads to three more states",
      "Measles outbreak spreads to 3 more states - CDC",
    ];
    const ids: string[] = [];
    for (const [i, title] of titles.entries()) {
      const path = `/story-${run}-${i}`;
      server.serve(path, storyFeed(`outlet${i}`, title, `https://outlet${i}.example/measles-${run}`, date));
      const feed = await feedAt(path);
      ids.push(feed.id);
      await poll(feed.id);
    }
    const entries = await db.feedEntry.findMany({ where: { feedId: { in: ids } } });
    expect(entries).toHaveLength(3);
    expect(new Set(entries.map((e) => e.groupId)).size).toBe(1);
    expect(entries[0]?.groupId).toBeTruthy();
    // A different story in the same window stays apart.
    const path = `/other-${run}`;
    server.serve(
      path,
      storyFeed("outlet9", "Dengue vaccine approved for children in Brazil", `https://o9.example/${run}`, date),
    );
    const other = await feedAt(path);
    await poll(other.id);
    expect((await db.feedEntry.findFirstOrThrow({ where: { feedId: other.id } })).groupId).toBeNull();
  });
});

describe("a failing feed is an error on its row, never a crash", () => {
  it("broken XML and a billion-laughs document are MALFORMED, with back-off", async () => {
    server.serve(`/laughs-${run}`, billionLaughs);
    for (const path of ["/broken", `/laughs-${run}`]) {
      const feed = await feedAt(path, { pollMinutes: 30 });
      const report = await poll(feed.id);
      expect(report?.outcome, path).toBe("MALFORMED");
      const again = await poll(feed.id);
      expect(again?.outcome).toBe("MALFORMED");
      const row = await db.feed.findUniqueOrThrow({ where: { id: feed.id } });
      expect(row.consecutiveErrors).toBe(2);
      expect(row.nextFetchAt.getTime() - row.lastFetchedAt!.getTime()).toBe(backoffMinutes(30, 2) * 60_000);
    }
    expect(backoffMinutes(30, 1)).toBe(30);
    expect(backoffMinutes(30, 3)).toBe(120);
    expect(backoffMinutes(30, 20)).toBe(1440);
  });

  it("410 disables the feed until an editor resumes it", async () => {
    const feed = await feedAt("/gone");
    expect(await poll(feed.id)).toMatchObject({ outcome: "GONE" });
    const row = await db.feed.findUniqueOrThrow({ where: { id: feed.id } });
    expect(row.disabledReason).toBe("HTTP 410 Gone");
    expect(await poll(feed.id)).toBeNull();
    await setPaused(false, feed.id);
    expect((await db.feed.findUniqueOrThrow({ where: { id: feed.id } })).disabledReason).toBeNull();
  });

  it("429 with Retry-After waits at least that long", async () => {
    const feed = await feedAt("/busy", { pollMinutes: 5 });
    const report = await poll(feed.id);
    expect(report).toMatchObject({ outcome: "RATE_LIMITED", status: 429 });
    const row = await db.feed.findUniqueOrThrow({ where: { id: feed.id } });
    expect(row.retryAfter!.getTime() - Date.now()).toBeGreaterThan(100_000);
    expect(row.nextFetchAt.getTime()).toBeGreaterThanOrEqual(row.retryAfter!.getTime());
    expect(await dueFeedIds(1000, new Date(Date.now() + 60_000))).not.toContain(feed.id);
  });

  it("a time-out and a refused redirect are reported on the row", async () => {
    const drip = await feedAt("/drip");
    expect(await poll(drip.id)).toMatchObject({ outcome: "TIMEOUT" });
    const refused = await feedAt("/to-private");
    expect(await poll(refused.id)).toMatchObject({ outcome: "REFUSED_ADDRESS" });
  });
});

describe("feeds", () => {
  it("are paused by default: a paused feed is never due nor polled", async () => {
    const feed = await createFeed({
      sourceId: source.id,
      url: `${server.url}/fixtures/cdc-han.rss.xml?paused=${run}`,
      name: "Paused",
      kind: "HEALTH_AGENCY",
    });
    expect(feed.paused).toBe(true);
    expect(await dueFeedIds(10_000)).not.toContain(feed.id);
    expect(await poll(feed.id)).toBeNull();
    await expect(
      createFeed({ sourceId: source.id, url: "javascript:alert(1)", name: "Bad", kind: "BLOG" }),
    ).rejects.toThrow();
  });

  it("round-trip through OPML", async () => {
    const opml = await exportOpml();
    expect(opml).toContain("cdc-han.rss.xml");
    const result = await importOpml(
      `<?xml version="1.0"?><opml version="2.0"><head><title>x</title></head><body>
        <outline text="New one" xmlUrl="https://example.org/${run}.xml"/>
        <outline text="Bad" xmlUrl="javascript:alert(1)"/></body></opml>`,
    );
    expect(result).toEqual({ ok: true, added: 1, skipped: 1 });
    expect(await importOpml(opml)).toMatchObject({ ok: true, added: 0 });
    const added = await db.feed.findUniqueOrThrow({ where: { url: `https://example.org/${run}.xml` } });
    expect(added).toMatchObject({ paused: true, trusted: false, name: "New one" });
  });
});

describe("purgeOldEntries", () => {
  it("deletes rejected and filtered entries after 90 days, and nothing else", async () => {
    const feed = await feedAt(`/purge-${run}`);
    const old = new Date(Date.now() - 91 * 24 * 3600_000);
    const make = (state: "NEW" | "REJECTED" | "FILTERED" | "ACCEPTED", firstSeenAt: Date, i: number) =>
      db.feedEntry.create({
        data: {
          feedId: feed.id,
          guid: `p${i}`,
          canonicalUrl: `https://p.example/${i}`,
          link: `https://p.example/${i}`,
          title: `Entry ${i}`,
          state,
          firstSeenAt,
          publishedAt: firstSeenAt,
        },
      });
    await make("REJECTED", old, 1);
    await make("FILTERED", old, 2);
    await make("NEW", old, 3);
    await make("ACCEPTED", old, 4);
    await make("REJECTED", new Date(), 5);
    expect(await purgeOldEntries()).toBe(2);
    const left = await db.feedEntry.findMany({ where: { feedId: feed.id }, orderBy: { guid: "asc" } });
    expect(left.map((e) => e.guid)).toEqual(["p3", "p4", "p5"]);
  });
});
