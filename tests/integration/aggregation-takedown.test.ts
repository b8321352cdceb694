import { afterAll, describe, expect, inject, it } from "vitest";
import { startFeedServer } from "../support/feed-server";
import { testDb } from "../support/db";

// A publisher's takedown request on a real PostgreSQL, with feeds polled from the local fixture
// server: the item made of the link and every feed's entries of it are deleted, the link is
// blocked, and no later poll of any feed brings it back until an editor lifts the block. Only
// editors may do either.
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");

const actions = await import("@/lib/actions/aggregation");
const { pollFeed } = await import("@/lib/aggregation/poll");
const { hostLimiter } = await import("@/lib/aggregation/fetch");
const { createFeed } = await import("@/lib/aggregation/feeds");
const { isBlockedLink, listBlockedLinks, takenDownAt } = await import("@/lib/aggregation/takedown");
const { getArticle } = await import("@/lib/content/article");

const db = testDb();
const server = await startFeedServer();
afterAll(async () => {
  await server.close();
  process.env = savedEnv;
  await db.$disconnect();
});

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const fetch = { allowAddresses: ["127.0.0.1"], connectTimeoutMs: 1000, totalTimeoutMs: 2500, limiter: hostLimiter(4) };
const source = await db.source.create({ data: { slug: `takedown-${run}`, name: "Takedown test source" } });
const category = await db.category.create({ data: { type: "NEWS", slug: `takedown-${run}` } });

async function person(name: string, role: "USER" | "EDITOR" | "MODERATOR") {
  return db.user.create({
    data: { email: `${name}-${run}@example.test`, username: `${name}_${run}`.slice(0, 30), name, role },
  });
}
type Person = Awaited<ReturnType<typeof person>>;
const as = (user: Person | null) => ({
  user: async () => user && { ...user, locale: "en" as const, createdAt: new Date() },
  address: async () => "203.0.113.45",
  locale: async () => "en" as const,
});
const editor = await person("td-editor", "EDITOR");
const member = await person("td-member", "USER");
const moderator = await person("td-moderator", "MODERATOR");

const day = new Date().toUTCString();
const takenLink = `https://outlet-${run}.example.org/measles-story`;
const otherLink = `https://outlet-${run}.example.org/vaccine-story`;
const item = (title: string, link: string) =>
  `<item><title>${title}</title><link>${link}</link><guid>${link}</guid><pubDate>${day}</pubDate><description>${title}, the summary.</description></item>`;
const rss = (...items: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Outlet</title><language>en</language>${items.join("")}</channel></rss>`;

async function feedAt(path: string) {
  return createFeed({
    sourceId: source.id,
    url: `${server.url}${path}`,
    name: `Feed ${path}`,
    kind: "HEALTH_AGENCY",
    contentType: "NEWS",
    categoryId: category.id,
    paused: false,
  });
}
const poll = (id: string) => pollFeed(id, { force: true, fetch });
const entriesOf = (feedId: string) =>
  db.feedEntry.findMany({ where: { feedId }, select: { canonicalUrl: true }, orderBy: { canonicalUrl: "asc" } });

describe("takedown", () => {
  const first = `/takedown-${run}/one.xml`;
  const second = `/takedown-${run}/two.xml`;
  const feeds: { one?: string; two?: string } = {};

  it("deletes the published item and its entries, blocks the link, and no poll of any feed brings it back", async () => {
    // The tracking parameter is the feed's own: the block is on the canonical link.
    server.serve(first, rss(item("Measles outbreak in the county", `${takenLink}?utm_source=rss`)));
    const feed = await feedAt(first);
    feeds.one = feed.id;
    const report = await poll(feed.id);
    expect(report?.created).toHaveLength(1);
    const entry = await db.feedEntry.findFirstOrThrow({ where: { feedId: feed.id } });
    const published = await actions.decideEntriesAction.runWith({ ids: [entry.id], decision: "publish" }, as(editor));
    expect(published).toMatchObject({ ok: true, done: 1 });
    const articleId = (published as { articleIds: string[] }).articleIds[0]!;
    const article = await db.article.findUniqueOrThrow({ where: { id: articleId } });
    // A member had bookmarked it.
    await db.bookmark.create({ data: { userId: member.id, articleId } });
    expect(await getArticle("NEWS", category.slug, article.slug, "en", { signedIn: false })).not.toBeNull();

    const done = await actions.takeDownAction.runWith(
      { entryId: entry.id, reason: "The outlet withdrew the story.", requester: "legal@outlet.example" },
      as(editor),
    );
    expect(done).toEqual({ ok: true, removedItems: 1 });
    expect(await db.article.findUnique({ where: { id: articleId } })).toBeNull();
    expect(await db.articleTranslation.count({ where: { articleId } })).toBe(0);
    expect(await db.bookmark.count({ where: { articleId } })).toBe(0);
    expect(await db.feedEntry.count({ where: { canonicalUrl: takenLink } })).toBe(0);
    expect(await getArticle("NEWS", category.slug, article.slug, "en", { signedIn: false })).toBeNull();
    // Its address says why it is gone; the block says who and when.
    expect(await takenDownAt({ type: "NEWS", category: category.slug, slug: article.slug })).toBeInstanceOf(Date);
    const block = await db.blockedLink.findUniqueOrThrow({ where: { canonicalUrl: takenLink } });
    expect(block).toMatchObject({
      reason: "The outlet withdrew the story.",
      requester: "legal@outlet.example",
      blockedById: editor.id,
      title: "Measles outbreak in the county",
      liftedAt: null,
    });
    expect(await isBlockedLink(`${takenLink}?fbclid=abc`)).toBe(true);

    // The feed changes (a new story) and still carries the taken-down one: only the new one comes in.
    server.serve(
      first,
      rss(item("Measles outbreak in the county", takenLink), item("Vaccine clinics open on Saturday", otherLink)),
    );
    expect((await poll(feed.id))?.created).toHaveLength(1);
    expect(await entriesOf(feed.id)).toEqual([{ canonicalUrl: otherLink }]);
    // Nor from another feed that carries the same link.
    server.serve(second, rss(item("Measles outbreak in the county (update)", takenLink)));
    const other = await feedAt(second);
    feeds.two = other.id;
    expect((await poll(other.id))?.created).toHaveLength(0);
    expect(await db.feedEntry.count({ where: { canonicalUrl: takenLink } })).toBe(0);
  });

  it("refuses a visitor, a member and a moderator, with nothing deleted or blocked", async () => {
    const entry = await db.feedEntry.findFirstOrThrow({ where: { feedId: feeds.one, canonicalUrl: otherLink } });
    const input = { entryId: entry.id, reason: "Please remove it.", requester: "" };
    expect(await actions.takeDownAction.runWith(input, as(null))).toMatchObject({ ok: false, error: "signIn" });
    for (const who of [member, moderator])
      expect(await actions.takeDownAction.runWith(input, as(who))).toMatchObject({ ok: false, error: "forbidden" });
    const block = await db.blockedLink.findUniqueOrThrow({ where: { canonicalUrl: takenLink } });
    expect(await actions.liftBlockAction.runWith({ id: block.id }, as(member))).toMatchObject({
      ok: false,
      error: "forbidden",
    });
    expect(await db.feedEntry.findUnique({ where: { id: entry.id } })).not.toBeNull();
    expect(await db.blockedLink.findUnique({ where: { canonicalUrl: otherLink } })).toBeNull();
    expect(await db.blockedLink.findUniqueOrThrow({ where: { id: block.id } })).toMatchObject({ liftedAt: null });
  });

  it("requires a reason of bounded length", async () => {
    const entry = await db.feedEntry.findFirstOrThrow({ where: { feedId: feeds.one, canonicalUrl: otherLink } });
    for (const reason of ["", "   ", "x".repeat(1001)])
      expect(
        await actions.takeDownAction.runWith({ entryId: entry.id, reason, requester: "" }, as(editor)),
      ).toMatchObject({ ok: false, error: "invalid" });
    expect(
      await actions.takeDownAction.runWith(
        { entryId: entry.id, reason: "Asked", requester: "r".repeat(201) },
        as(editor),
      ),
    ).toMatchObject({ ok: false, error: "invalid" });
    expect(await db.blockedLink.findUnique({ where: { canonicalUrl: otherLink } })).toBeNull();
  });

  it("lifts a block, saying who and when, and the link may come in again", async () => {
    const block = await db.blockedLink.findUniqueOrThrow({ where: { canonicalUrl: takenLink } });
    expect(await actions.liftBlockAction.runWith({ id: block.id }, as(editor))).toEqual({ ok: true });
    const listed = (await listBlockedLinks()).find((b) => b.id === block.id);
    expect(listed?.liftedAt).toBeInstanceOf(Date);
    expect(listed?.liftedBy?.name).toBe("td-editor");
    expect(listed?.blockedBy?.name).toBe("td-editor");
    expect(await isBlockedLink(takenLink)).toBe(false);
    server.serve(second, rss(item("Measles outbreak in the county (update 2)", takenLink)));
    expect((await poll(feeds.two!))?.created).toHaveLength(1);
    // Lifting twice finds no standing block.
    expect(await actions.liftBlockAction.runWith({ id: block.id }, as(editor))).toMatchObject({
      ok: false,
      error: "notFound",
    });
  });

  it("takes down an item with an original link from the newsroom, and refuses one without", async () => {
    const link = `https://agency-${run}.example.org/bulletin?utm_medium=email`;
    const make = (slug: string, externalUrl: string | null) =>
      db.article.create({
        data: {
          type: "NEWS",
          slug,
          categoryId: category.id,
          externalUrl,
          translations: { create: { locale: "en", title: `Bulletin ${slug}`, summary: "s", body: "" } },
        },
      });
    const linked = await make(`linked-${run}`, link);
    const plain = await make(`plain-${run}`, null);
    expect(
      await actions.takeDownAction.runWith({ articleId: plain.id, reason: "Asked", requester: "" }, as(editor)),
    ).toMatchObject({ ok: false, error: "invalid" });
    expect(
      await actions.takeDownAction.runWith({ articleId: linked.id, reason: "Asked", requester: "" }, as(editor)),
    ).toEqual({ ok: true, removedItems: 1 });
    expect(await db.article.findUnique({ where: { id: linked.id } })).toBeNull();
    expect(await db.article.findUnique({ where: { id: plain.id } })).not.toBeNull();
    expect(
      await db.blockedLink.findUniqueOrThrow({ where: { canonicalUrl: link.replace("?utm_medium=email", "") } }),
    ).toMatchObject({
      title: `Bulletin linked-${run}`,
      requester: null,
      itemSlug: `linked-${run}`,
    });
  });
});
