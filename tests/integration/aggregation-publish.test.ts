import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";
import { fixture, startFeedServer } from "../support/feed-server";

// Trusted feeds publish at once as link items, within their alert cap; the jobs poll due feeds.
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.FEED_FETCH_ALLOW_ADDRESSES = "127.0.0.1";
process.env.NEXTAUTH_URL = "https://covid.example";
process.env.NEXTAUTH_SECRET = "test-secret-of-at-least-32-characters-long";

const { pollFeed } = await import("@/lib/aggregation/poll");
const { publishTrusted, publishEntry, slugOf } = await import("@/lib/aggregation/publish");
const { createFeed } = await import("@/lib/aggregation/feeds");
const { startAggregationJobs, enqueueDueFeeds } = await import("@/lib/aggregation/jobs");
const { stopJobs } = await import("@/lib/jobs");

const db = testDb();
const server = await startFeedServer();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const source = await db.source.create({ data: { slug: `pub-${run}`, name: "CDC (test)" } });
const category = await db.category.create({ data: { type: "PUBLIC_HEALTH", slug: `alerts-${run}` } });
const tag = await db.tag.upsert({
  where: { slug: "avian-influenza" },
  create: { slug: "avian-influenza" },
  update: {},
});

afterAll(async () => {
  await stopJobs();
  await server.close();
  process.env = savedEnv;
  await db.$disconnect();
});

const rules = [
  { pattern: "Health Alert:", level: "ALERT" as const },
  { pattern: "Health Advisory:", level: "ADVISORY" as const },
];
// CDC's saved feed with today's dates: a trusted feed publishes only recent entries by itself.
const hour = 3600_000;
const alertDate = new Date(Math.floor(Date.now() / 1000) * 1000 - hour);
const advisoryDate = new Date(alertDate.getTime() - hour);
server.serve(
  "/han-today",
  fixture("cdc-han.rss.xml")
    .toString()
    .replace("Fri, 05 Apr 2024 18:00:00 GMT", alertDate.toUTCString())
    .replace("Mon, 18 Mar 2024 15:00:00 GMT", advisoryDate.toUTCString()),
);
let n = 0;
const trustedFeed = (extra: Partial<Parameters<typeof createFeed>[0]> = {}) =>
  createFeed({
    sourceId: source.id,
    url: `${server.url}/han-today?p=${run}-${n++}`,
    name: "CDC HAN",
    kind: "HEALTH_AGENCY",
    contentType: "PUBLIC_HEALTH",
    categoryId: category.id,
    trusted: true,
    paused: false,
    alertRules: rules,
    ...extra,
  });

describe("a trusted feed", () => {
  it("publishes its entries at once as link items credited to the source, alerts within the daily cap", async () => {
    const email = `agg-${run}@example.test`;
    await db.subscription.create({
      data: {
        email,
        topic: "TYPE",
        topicKey: "PUBLIC_HEALTH",
        locale: "en",
        rhythm: "AT_ONCE",
        confirmedAt: new Date(),
      },
    });
    const feed = await trustedFeed({ alertsPerDay: 1 });
    await pollFeed(feed.id, { force: true, onCreated: publishTrusted });
    const entries = await db.feedEntry.findMany({ where: { feedId: feed.id }, orderBy: { publishedAt: "desc" } });
    // Published oldest first: the advisory went out; the alert would pass the cap of one, so it
    // waits for an editor.
    expect(entries.map((e) => [e.alertLevel, e.state])).toEqual([
      ["ALERT", "NEW"],
      ["ADVISORY", "ACCEPTED"],
    ]);
    expect(await publishEntry(entries[0]!.id)).toEqual({ ok: false, reason: "alertCap" });
    const accepted = entries[1]!;
    const item = await db.article.findUniqueOrThrow({
      where: { id: accepted.articleId! },
      include: { translations: true, tags: true, drafts: true },
    });
    expect(item).toMatchObject({
      type: "PUBLIC_HEALTH",
      categoryId: category.id,
      sourceId: source.id,
      isExample: false,
      alertLevel: "ADVISORY",
      originalLocale: "en",
      externalUrl: "https://www.cdc.gov/han/2024/han00504.html",
    });
    // Published on the site now; the publisher's date stays on the entry.
    expect(Date.now() - item.publishedAt.getTime()).toBeLessThan(60_000);
    expect(accepted.publishedAt).toEqual(advisoryDate);
    expect(item.translations).toEqual([
      expect.objectContaining({ locale: "en", title: accepted.title, summary: accepted.summary, body: "" }),
    ]);
    expect(item.drafts[0]).toMatchObject({ status: "PUBLISHED" });
    // Tagged with those of its topics that are tags on the site (other test files share this
    // database and may have made some), and no other: the advisory's topic is measles, the alert's
    // avian influenza, which is a tag here.
    const tagsOf = async (topics: string[]) =>
      (await db.tag.findMany({ where: { slug: { in: topics } }, select: { id: true } })).map((t) => t.id).sort();
    expect(accepted.topics).toContain("measles");
    expect(item.tags.map((t) => t.tagId).sort()).toEqual(await tagsOf(accepted.topics));
    await db.feed.update({ where: { id: feed.id }, data: { alertsPerDay: 2 } });
    const alert = await publishEntry(entries[0]!.id);
    const alertTags = alert.ok ? await db.articleTag.findMany({ where: { articleId: alert.articleId } }) : [];
    expect(entries[0]!.topics).toContain("avian-influenza");
    expect(alertTags.map((t) => t.tagId).sort()).toEqual(await tagsOf(entries[0]!.topics));
    expect(alertTags.map((t) => t.tagId)).toContain(tag.id);
    // The subscriber to public health items has the alert queued, with no editor involved.
    expect(await db.outgoingMail.count({ where: { to: email } })).toBe(2);
  });

  it("publishes no alert when its alerts are off", async () => {
    const feed = await trustedFeed({ alertsOff: true });
    await pollFeed(feed.id, { force: true, onCreated: publishTrusted });
    const entries = await db.feedEntry.findMany({ where: { feedId: feed.id } });
    expect(entries.map((e) => e.state)).toEqual(["NEW", "NEW"]);
    expect(await publishEntry(entries[0]!.id)).toEqual({ ok: false, reason: "alertsOff" });
  });

  it("leaves an old back catalogue to the editors", async () => {
    const feed = await trustedFeed({ url: `${server.url}/fixtures/cdc-han.rss.xml?old=${run}` });
    await pollFeed(feed.id, { force: true, onCreated: publishTrusted });
    expect(await db.feedEntry.count({ where: { feedId: feed.id, state: "NEW" } })).toBe(2);
  });

  it("a feed for review publishes nothing by itself", async () => {
    const feed = await trustedFeed({ trusted: false });
    await pollFeed(feed.id, { force: true, onCreated: publishTrusted });
    expect(await db.feedEntry.count({ where: { feedId: feed.id, state: "ACCEPTED" } })).toBe(0);
  });

  it("makes addresses of titles in any language", () => {
    expect(slugOf("Rougeole : point de situation au 4 avril")).toBe("rougeole-point-de-situation-au-4-avril");
    expect(slugOf("¿Qué es la influenza aviar?")).toBe("que-es-la-influenza-aviar");
  });
});

describe("the jobs", () => {
  it("poll due feeds in the background through the scan and the fetch job", async () => {
    // Other files' feeds may be due too: paused here so that only this one is fetched.
    await db.feed.updateMany({ data: { paused: true } });
    const feed = await createFeed({
      sourceId: source.id,
      url: `${server.url}/fixtures/medrxiv.rdf.xml?j=${run}`,
      name: "medRxiv",
      kind: "JOURNAL",
      paused: false,
    });
    await startAggregationJobs();
    expect(await enqueueDueFeeds()).toBe(1);
    await expect
      .poll(async () => (await db.feed.findUniqueOrThrow({ where: { id: feed.id } })).lastOutcome, { timeout: 20_000 })
      .toBe("OK");
    expect(await db.feedEntry.count({ where: { feedId: feed.id } })).toBe(2);
  });
});
