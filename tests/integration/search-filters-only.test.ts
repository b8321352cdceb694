// A search with filters and no words (lib/search/run.ts) against a real PostgreSQL: the items the
// filters select, newest first, paged and counted like a search with words, the same for visitors
// and members (the filters are what any reader sees of an item), never reading a locked body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessLevel, ContentType, Locale } from "../../lib/generated/prisma/enums";
import type { SearchFilters } from "../../lib/search/params";
import { RANKED_LIMIT } from "../../lib/search/matches";
import { runSearch } from "../../lib/search/run";
import { testDb } from "../support/db";

const db = testDb();
const run = Math.random().toString(36).slice(2, 8);
const tagSlug = `only-filters-${run}`;
const lockedTag = `only-filters-locked-${run}`;
const manyTag = `only-filters-many-${run}`;
let serial = 0;

type Item = {
  type?: ContentType;
  access?: AccessLevel;
  daysAgo: number;
  tag?: string;
  isEventFree?: boolean;
  onlineOnly?: boolean;
  body?: string;
};

async function item({ type = "NEWS", access = "FREE", daysAgo, tag, body = "", ...fields }: Item): Promise<string> {
  const slug = `only-filters-${run}-${++serial}`;
  const category = await db.category.upsert({
    where: { type_slug: { type, slug: "only-filters-test" } },
    create: { type, slug: "only-filters-test" },
    update: {},
  });
  const tagRow = tag ? await db.tag.findUniqueOrThrow({ where: { slug: tag } }) : null;
  await db.article.create({
    data: {
      type,
      slug,
      categoryId: category.id,
      accessLevel: access,
      publishedAt: new Date(Date.now() - daysAgo * 86_400_000),
      ...fields,
      translations: { create: { locale: "en", title: `Item ${slug}`, summary: `Summary of ${slug}.`, body } },
      tags: tagRow ? { create: { tagId: tagRow.id } } : undefined,
    },
  });
  return slug;
}

const search = (filters: SearchFilters, reader: "visitor" | "member" = "visitor", page = 1, pageSize = 1000) =>
  runSearch(db, "en" as Locale, { q: "", page, filters }, pageSize, reader);
const slugs = async (...args: Parameters<typeof search>) => (await search(...args)).hits.map((h) => h.slug);
const ours = (list: string[]) => list.filter((s) => s.startsWith(`only-filters-${run}-`));

const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const slug of [tagSlug, lockedTag, manyTag]) {
    await db.tag.create({ data: { slug, translations: { create: [{ locale: "en", name: slug }] } } });
  }
  ids.news = await item({ daysAgo: 1, tag: tagSlug });
  ids.freeOnline = await item({ type: "EVENT", daysAgo: 5, isEventFree: true, onlineOnly: true, tag: tagSlug });
  ids.freeInPerson = await item({ type: "EVENT", daysAgo: 2, isEventFree: true, onlineOnly: false });
  ids.paidOnline = await item({ type: "EVENT", daysAgo: 3, isEventFree: false, onlineOnly: true, tag: tagSlug });
  ids.oldFreeOnline = await item({ type: "EVENT", daysAgo: 40, isEventFree: true, onlineOnly: true });
});

afterAll(async () => {
  await db.article.deleteMany({ where: { slug: { startsWith: `only-filters-${run}-` } } });
  await db.tag.deleteMany({ where: { slug: { in: [tagSlug, lockedTag, manyTag] } } });
  await db.$disconnect();
});

describe("a search with filters and no words", () => {
  it("lists the items of a type, newest first, with their count", async () => {
    const results = await search({ type: "EVENT" });
    expect(ours(results.hits.map((h) => h.slug))).toEqual([
      ids.freeInPerson,
      ids.paidOnline,
      ids.freeOnline,
      ids.oldFreeOnline,
    ]);
    expect(new Set(results.hits.map((h) => h.type))).toEqual(new Set(["EVENT"]));
    // Other test files add events of their own meanwhile (some unpublished or not in English): the count
    // is the list's own length (they fit in one page here), not a count of the table.
    expect(results.total).toBe(results.hits.length);
    expect(results.capped).toBe(false);
  });

  it("combines the type with free and online events", async () => {
    // The demo content's free online events are there too when the seed's test ran first: ours only.
    expect(ours(await slugs({ type: "EVENT", isEventFree: true, onlineOnly: true }))).toEqual([
      ids.freeOnline,
      ids.oldFreeOnline,
    ]);
  });

  it("lists a tag's items of every type, and pages them like a search with words", async () => {
    expect(await slugs({ tag: tagSlug })).toEqual([ids.news, ids.paidOnline, ids.freeOnline]);
    expect(await slugs({ tag: tagSlug, onlineOnly: true })).toEqual([ids.paidOnline, ids.freeOnline]);
    expect(await slugs({ tag: "no-such-tag" })).toEqual([]);
    const first = await search({ tag: tagSlug }, "visitor", 1, 2);
    const second = await search({ tag: tagSlug }, "visitor", 2, 2);
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.hits, ...second.hits].map((h) => h.slug)).toEqual([ids.news, ids.paidOnline, ids.freeOnline]);
    // The cards' text: the title as it is and the summary (nothing to highlight).
    expect(first.hits[0]!.markedTitle).toEqual([[{ text: `Item ${ids.news}`, mark: false }]]);
    expect(first.hits[0]!.snippet).toEqual([[{ text: `Summary of ${ids.news}.`, mark: false }]]);
  });

  it("finds nothing when no item passes every filter", async () => {
    expect(await search({ tag: tagSlug, isEventFree: true, onlineOnly: true, type: "NEWS" })).toEqual({
      total: 0,
      capped: false,
      hits: [],
    });
  });

  it("gives a visitor nothing only members may match: no locked body is read, and a member gets the same list", async () => {
    const locked = {
      premium: await item({ access: "PREMIUM", daysAgo: 1, tag: lockedTag, body: "Qzsecret premium paragraph." }),
      limited: await item({ access: "LIMITED", daysAgo: 2, tag: lockedTag, body: "Qzsecret limited paragraph." }),
      free: await item({ daysAgo: 3, tag: lockedTag, body: "Open free paragraph." }),
    };
    const visitor = await search({ tag: lockedTag }, "visitor");
    // Listed as the tag page lists them, by what a visitor may read: title, summary, lock.
    expect(visitor.hits.map((h) => [h.slug, h.accessLevel])).toEqual([
      [locked.premium, "PREMIUM"],
      [locked.limited, "LIMITED"],
      [locked.free, "FREE"],
    ]);
    expect(JSON.stringify(visitor)).not.toContain("Qzsecret");
    expect(JSON.stringify(visitor)).not.toContain("paragraph");
    expect(await search({ tag: lockedTag }, "member")).toEqual(visitor);
  });

  it("says more than 1,000 past a thousand items and pages through the newest thousand only", async () => {
    const category = await db.category.findFirstOrThrow({ where: { type: "NEWS", slug: "only-filters-test" } });
    const tag = await db.tag.findUniqueOrThrow({ where: { slug: manyTag } });
    const many = Array.from({ length: RANKED_LIMIT + 5 }, (_, i) => ({
      id: `onlyfilters${run}many${i}`,
      slug: `only-filters-${run}-many-${i}`,
      type: "NEWS" as const,
      categoryId: category.id,
      publishedAt: new Date(Date.now() - i * 60_000),
    }));
    await db.article.createMany({ data: many });
    await db.articleTranslation.createMany({
      data: many.map((a) => ({ articleId: a.id, locale: "en" as const, title: a.slug, summary: "", body: "" })),
    });
    await db.articleTag.createMany({ data: many.map((a) => ({ articleId: a.id, tagId: tag.id })) });
    const first = await search({ tag: manyTag }, "visitor", 1, 20);
    expect([first.total, first.capped]).toEqual([RANKED_LIMIT, true]);
    expect(first.hits.map((h) => h.slug)).toEqual(many.slice(0, 20).map((a) => a.slug));
    const last = await search({ tag: manyTag }, "visitor", RANKED_LIMIT / 20, 20);
    expect(last.hits.map((h) => h.slug)).toEqual(many.slice(RANKED_LIMIT - 20, RANKED_LIMIT).map((a) => a.slug));
    expect((await search({ tag: manyTag }, "visitor", RANKED_LIMIT / 20 + 1, 20)).hits).toEqual([]);
  }, 120_000);

  it("without words or filters, is still no search at all", async () => {
    expect(await search({})).toEqual({ total: 0, capped: false, hits: [] });
  });
});
