import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

// The editors' side of aggregation on a real PostgreSQL: feeds are added paused and resumed, the
// OPML list goes out and comes back, and the inbox's decisions make draft items (with machine
// drafts of the other languages) or link items readers see, crediting the source, once.

// A LibreTranslate stand-in: answers "[target] q".
const translator = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    const { q, target } = JSON.parse(body) as { q: string; target: string };
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ translatedText: `[${target}] ${q}` }));
  });
});
await new Promise<void>((resolve) => translator.listen(0, "127.0.0.1", resolve));

process.env.DATABASE_URL = inject("databaseUrl");
process.env.TRANSLATE_URL = `http://127.0.0.1:${(translator.address() as AddressInfo).port}`;

const actions = await import("@/lib/actions/aggregation");
const { emptyFeed } = await import("@/lib/validation/aggregation");
const { exportOpml, importOpml, listFeeds } = await import("@/lib/aggregation/sources");
const { listEntries, translationsToday } = await import("@/lib/aggregation/inbox");
const { getArticle } = await import("@/lib/content/article");
const { listChannelEntries } = await import("@/lib/covidnet/channel-feeds");
const { purgeOldEntries } = await import("@/lib/aggregation/purge");
const { structuredData } = await import("@/lib/content/structured-data");

const db = testDb();
afterAll(async () => {
  await db.$disconnect();
  translator.close();
});

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
type Role = "USER" | "EDITOR";
async function person(name: string, role: Role) {
  return db.user.create({
    data: { email: `${name}-${run}@example.test`, username: `${name}_${run}`.slice(0, 30), role },
  });
}
type Person = Awaited<ReturnType<typeof person>>;
const as = (user: Person | null) => ({
  user: async () => user && { ...user, name: null, locale: "en" as const, createdAt: new Date() },
  address: async () => "203.0.113.44",
  locale: async () => "en" as const,
});

const editor = await person("agg-editor", "EDITOR");
const member = await person("agg-member", "USER");
const category = await db.category.create({ data: { type: "PUBLIC_HEALTH", slug: `aggregation-${run}` } });
const url = (name: string) => `https://feeds-${run}.example.org/${name}.xml`;

async function entry(feedId: string, fields: { title: string; language?: "en" | "es" | null; summary?: string }) {
  const link = `https://news-${run}.example.org/${Math.random().toString(36).slice(2)}`;
  return db.feedEntry.create({
    data: {
      feedId,
      guid: link,
      canonicalUrl: link,
      link,
      title: fields.title,
      summary: fields.summary ?? "",
      language: fields.language === undefined ? "en" : fields.language,
      publishedAt: new Date("2026-11-20T10:00:00Z"),
      topics: ["h5n1"],
      relevance: 0.4,
    },
  });
}

describe("feeds", () => {
  it("adds a feed paused, crediting a new source, and refuses anyone who is not an editor", async () => {
    const input = {
      ...emptyFeed,
      url: url("agency"),
      name: "Agency bulletins",
      kind: "HEALTH_AGENCY" as const,
      newSource: `Agency ${run}`,
      contentType: "PUBLIC_HEALTH" as const,
      category: category.slug,
      tags: "h5n1, avian-flu",
      pollMinutes: "15",
    };
    expect(await actions.saveFeedAction.runWith(input, as(null))).toEqual({ ok: false, error: "signIn" });
    expect(await actions.saveFeedAction.runWith(input, as(member))).toEqual({ ok: false, error: "forbidden" });
    expect(await db.feed.count({ where: { url: url("agency") } })).toBe(0);

    const saved = await actions.saveFeedAction.runWith(input, as(editor));
    expect(saved).toMatchObject({ ok: true });
    const feed = await db.feed.findUniqueOrThrow({
      where: { url: url("agency") },
      include: { source: true, tags: { include: { tag: true } } },
    });
    expect(feed).toMatchObject({ paused: true, pollMinutes: 15, kind: "HEALTH_AGENCY", language: null });
    expect(feed.source.name).toBe(`Agency ${run}`);
    expect(feed.tags.map((t) => t.tag.slug).sort()).toEqual(["avian-flu", "h5n1"]);

    // The same address again is refused with a message on the field; nothing else is saved.
    expect(await actions.saveFeedAction.runWith({ ...input, name: "Copy" }, as(editor))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { url: "feedUrlTaken" },
    });
  });

  it("refuses addresses that are not http(s), polls more often than every 5 minutes and bad alert rules", async () => {
    const base = { ...emptyFeed, name: "Bad", newSource: "Bad" };
    for (const [fields, field, key] of [
      [{ url: "javascript:alert(1)" }, "url", "linkInvalid"],
      [{ url: "file:///etc/passwd" }, "url", "linkInvalid"],
      [{ url: url("often"), pollMinutes: "4" }, "pollMinutes", "pollMinutesInvalid"],
      [{ url: url("rules"), alertRules: "Health Alert = PANIC" }, "alertRules", "alertRulesInvalid"],
      [{ url: url("nosource"), newSource: "" }, "source", "feedSourceRequired"],
    ] as const) {
      const answer = await actions.saveFeedAction.runWith({ ...base, ...fields }, as(editor));
      expect(answer, JSON.stringify(fields)).toMatchObject({ ok: false, fieldErrors: { [field]: key } });
    }
    expect(await db.feed.count({ where: { name: "Bad" } })).toBe(0);
  });

  it("resumes and pauses one feed or all, and clears a stop for good when resumed", async () => {
    const feed = await db.feed.findUniqueOrThrow({ where: { url: url("agency") } });
    await db.feed.update({ where: { id: feed.id }, data: { disabledReason: "410 Gone" } });
    expect(await actions.pauseFeedAction.runWith({ id: feed.id, paused: false }, as(editor))).toEqual({
      ok: true,
      count: 1,
    });
    expect(await db.feed.findUniqueOrThrow({ where: { id: feed.id } })).toMatchObject({
      paused: false,
      disabledReason: null,
    });
    const all = await actions.pauseFeedAction.runWith({ paused: true }, as(editor));
    expect(all).toMatchObject({ ok: true });
    expect(await db.feed.count({ where: { paused: false } })).toBe(0);
    expect((await listFeeds()).find((f) => f.id === feed.id)).toMatchObject({ paused: true, waiting: 0 });
  });

  it("exports the list as OPML and imports it back without duplicates; refuses entity declarations", async () => {
    const opml = await exportOpml();
    expect(opml).toContain(`xmlUrl="${url("agency")}"`);
    expect(await importOpml(opml)).toMatchObject({ ok: true, added: 0 });

    const fresh = opml.replaceAll(`feeds-${run}.example.org`, `mirror-${run}.example.org`);
    const imported = await importOpml(fresh);
    expect(imported).toMatchObject({ ok: true, added: 1 });
    expect(await db.feed.findFirst({ where: { url: { contains: `mirror-${run}` } } })).toMatchObject({
      paused: true,
      kind: "HEALTH_AGENCY",
    });

    const laughs = `<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><opml version="2.0"><body><outline text="&b;" xmlUrl="https://x.example.org/f"/></body></opml>`;
    expect(await importOpml(laughs)).toEqual({ ok: false, key: "opmlInvalid" });
    expect(await importOpml("not xml at all <")).toEqual({ ok: false, key: "opmlInvalid" });
  });
});

describe("the inbox", () => {
  it("accepts an entry as a draft in its language with machine drafts of the other three, once", async () => {
    const feed = await db.feed.findUniqueOrThrow({ where: { url: url("agency") } });
    const e = await entry(feed.id, { title: "Avian influenza A(H5N1) update", summary: "Two new cases." });

    expect(await actions.decideEntriesAction.runWith({ ids: [e.id], decision: "accept" }, as(member))).toEqual({
      ok: false,
      error: "forbidden",
    });
    const before = await translationsToday();
    const accepted = await actions.decideEntriesAction.runWith({ ids: [e.id], decision: "accept" }, as(editor));
    expect(accepted).toMatchObject({ ok: true, done: 1, refused: [] });
    const articleId = (accepted as { articleIds: string[] }).articleIds[0]!;
    const article = await db.article.findUniqueOrThrow({
      where: { id: articleId },
      include: { drafts: true, translations: true, tags: { include: { tag: true } }, source: true },
    });
    expect(article).toMatchObject({
      type: "PUBLIC_HEALTH",
      categoryId: category.id,
      originalLocale: "en",
      externalUrl: e.link,
      isExample: false,
      sourceId: feed.sourceId,
    });
    expect(article.translations).toEqual([]); // a draft: readers see nothing yet
    const drafts = Object.fromEntries(article.drafts.map((d) => [d.locale, d]));
    expect(drafts.en).toMatchObject({ title: e.title, summary: "Two new cases.", machineTranslated: false });
    expect(drafts.es).toMatchObject({ title: `[es] ${e.title}`, machineTranslated: true });
    expect(drafts.fr?.machineTranslated).toBe(true);
    expect(drafts.pt?.machineTranslated).toBe(true);
    expect(article.tags.map((t) => t.tag.slug).sort()).toEqual(["avian-flu", "h5n1"]);
    expect(await translationsToday()).toBe(before + 1);

    // Again: the same item, nothing new.
    const again = await actions.decideEntriesAction.runWith({ ids: [e.id], decision: "accept" }, as(editor));
    expect(again).toMatchObject({ ok: true, articleIds: [articleId] });
    expect(await db.article.count({ where: { externalUrl: e.link } })).toBe(1);
    expect(await db.feedEntry.findUniqueOrThrow({ where: { id: e.id } })).toMatchObject({
      state: "ACCEPTED",
      articleId,
    });
  });

  it("publishes an entry at once as a link item readers see, crediting the source", async () => {
    const feed = await db.feed.findUniqueOrThrow({ where: { url: url("agency") }, include: { source: true } });
    const e = await entry(feed.id, { title: "Health Alert: H5N1 in dairy herds", summary: "" });
    const published = await actions.decideEntriesAction.runWith({ ids: [e.id], decision: "publish" }, as(editor));
    expect(published).toMatchObject({ ok: true, done: 1 });
    const articleId = (published as { articleIds: string[] }).articleIds[0]!;
    const article = await db.article.findUniqueOrThrow({ where: { id: articleId } });
    const seen = await getArticle("PUBLIC_HEALTH", category.slug, article.slug, "en", { signedIn: false });
    expect(seen).toMatchObject({ title: e.title, summary: e.title, isExample: false });
    expect(seen?.source?.name).toBe(feed.source.name);
    expect(seen).toMatchObject({ aggregated: true, externalUrl: e.link, originalPublishedAt: e.publishedAt });
    const jsonLd = structuredData(seen!, "https://covid.example/x", "en", "https://covid.example");
    expect(jsonLd).toMatchObject({ isBasedOn: e.link, sourceOrganization: { name: feed.source.name } });
    // A Spanish reader sees the original, its language named (no translation was made).
    const inSpanish = await getArticle("PUBLIC_HEALTH", category.slug, article.slug, "es", { signedIn: false });
    expect(inSpanish).toMatchObject({ title: e.title, textLocale: "en" });
  });

  it("rejects, marks duplicates, restores, and refuses entries of unknown language or already decided", async () => {
    const feed = await db.feed.findUniqueOrThrow({ where: { url: url("agency") } });
    const [a, b, c] = await Promise.all([
      entry(feed.id, { title: "Unrelated story" }),
      entry(feed.id, { title: "Same story again" }),
      entry(feed.id, { title: "Ein deutscher Titel", language: null }),
    ]);
    expect(await actions.decideEntriesAction.runWith({ ids: [a.id], decision: "reject" }, as(editor))).toMatchObject({
      ok: true,
      done: 1,
    });
    expect(await actions.decideEntriesAction.runWith({ ids: [b.id], decision: "duplicate" }, as(editor))).toMatchObject(
      { ok: true, done: 1 },
    );
    expect(
      await actions.decideEntriesAction.runWith({ ids: [a.id, c.id], decision: "publish" }, as(editor)),
    ).toMatchObject({ ok: true, done: 0, refused: ["decided", "languageUnknown"] });
    expect(await db.article.count({ where: { externalUrl: { in: [a.link, c.link] } } })).toBe(0);

    const rejected = await listEntries({ state: "REJECTED", feed: feed.id, page: 1 });
    expect(rejected.entries.map((x) => x.id)).toEqual([a.id]);
    expect(await actions.decideEntriesAction.runWith({ ids: [a.id], decision: "restore" }, as(editor))).toMatchObject({
      ok: true,
      done: 1,
    });
    const waiting = await listEntries({ state: "NEW", feed: feed.id, page: 1 });
    expect(waiting.entries.map((x) => x.id).sort()).toEqual([a.id, c.id].sort());
    expect((await listEntries({ state: "NEW", feed: feed.id, topic: "nothing-like-it", page: 1 })).total).toBe(0);
  });

  it("says which other sources reported the same story", async () => {
    const feed = await db.feed.findUniqueOrThrow({ where: { url: url("agency") } });
    const otherSource = await db.source.create({ data: { slug: `other-${run}`, name: `Other ${run}` } });
    const other = await db.feed.create({
      data: { sourceId: otherSource.id, url: url("other"), name: "Other", kind: "NEWS" },
    });
    const first = await entry(feed.id, { title: "Measles outbreak grows" });
    const second = await entry(other.id, { title: "Measles outbreak grows again" });
    await db.feedEntry.updateMany({ where: { id: { in: [first.id, second.id] } }, data: { groupId: first.id } });
    const { entries } = await listEntries({ state: "NEW", feed: feed.id, page: 1 });
    expect(entries.find((x) => x.id === first.id)?.alsoReportedBy).toEqual([`Other ${run}`]);
  });

  it("refuses a bulk decision of more than a page of entries", async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `id-${i}`);
    expect(await actions.decideEntriesAction.runWith({ ids, decision: "reject" }, as(editor))).toMatchObject({
      ok: false,
      error: "invalid",
    });
  });
});

describe("covidnet channels fed by a feed", () => {
  it("shows a channel's newest entries (videos with their id), one feed per channel, rejected ones left out", async () => {
    const channel = await db.channel.create({
      data: { slug: `tube-${run}`, kind: "YOUTUBE", name: "Tube", url: "https://www.youtube.com/channel/UCx" },
    });
    const input = {
      ...emptyFeed,
      url: url("tube"),
      name: "Tube videos",
      kind: "VIDEO_CHANNEL" as const,
      newSource: `Tube ${run}`,
      contentType: "VIDEO" as const,
      channel: channel.slug,
    };
    expect(await actions.saveFeedAction.runWith(input, as(editor))).toMatchObject({ ok: true });
    expect(
      await actions.saveFeedAction.runWith({ ...input, url: url("tube-2"), name: "Second" }, as(editor)),
    ).toMatchObject({ ok: false, fieldErrors: { channel: "channelTaken" } });
    const feed = await db.feed.findUniqueOrThrow({ where: { url: url("tube") } });
    expect(feed.channelId).toBe(channel.id);
    const video = await entry(feed.id, { title: "Masks explained" });
    await db.feedEntry.update({ where: { id: video.id }, data: { youtubeVideoId: "Mask0Video1" } });
    const rejected = await entry(feed.id, { title: "Off topic" });
    await db.feedEntry.update({ where: { id: rejected.id }, data: { state: "REJECTED" } });
    const entries = (await listChannelEntries(3)).get(channel.id);
    expect(entries?.map((e) => [e.title, e.youtubeVideoId])).toEqual([["Masks explained", "Mask0Video1"]]);
  });
});

describe("retention", () => {
  it("purges rejected, duplicate and filtered entries after 90 days, never new or accepted ones", async () => {
    const feed = await db.feed.findUniqueOrThrow({ where: { url: url("agency") } });
    const old = new Date(Date.now() - 91 * 86_400_000);
    const made = await Promise.all(
      (["REJECTED", "DUPLICATE", "FILTERED", "NEW", "ACCEPTED"] as const).map(async (state) => {
        const e = await entry(feed.id, { title: `Old ${state}` });
        await db.feedEntry.update({ where: { id: e.id }, data: { state, firstSeenAt: old, publishedAt: old } });
        return [state, e.id] as const;
      }),
    );
    const recent = await entry(feed.id, { title: "Recently rejected" });
    await db.feedEntry.update({ where: { id: recent.id }, data: { state: "REJECTED", decidedAt: new Date() } });
    expect(await purgeOldEntries()).toBeGreaterThanOrEqual(3);
    const left = await db.feedEntry.findMany({ where: { id: { in: [...made.map(([, id]) => id), recent.id] } } });
    expect(left.map((e) => e.title).sort()).toEqual(["Old ACCEPTED", "Old NEW", "Recently rejected"]);
  });
});
