// The search at scale (docs/adr/0031-search-at-scale.md): which text each reader sees and the
// item's date and type, kept on the translations by triggers; and the two ways of finding the most
// recent matches of a common word (walking the newest texts, or the GIN index), which must give
// the same page whichever is taken.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ContentType, Locale } from "../../lib/generated/prisma/enums";
import type { SearchFilters } from "../../lib/search/params";
import { RANKED_LIMIT, searchLimits, shortestWords, wordShare } from "../../lib/search/matches";
import { runSearch } from "../../lib/search/run";
import { buildSearchQueries, forgetLexemeFrequencies, singleWords } from "../../lib/search/sql";
import { testDb } from "../support/db";

const db = testDb();
const run = Math.random().toString(36).slice(2, 8);
const DAY = 86_400_000;

async function category(type: ContentType) {
  return db.category.upsert({
    where: { type_slug: { type, slug: "search-test" } },
    create: { type, slug: "search-test" },
    update: {},
  });
}

const readers = async (articleId: string) =>
  Object.fromEntries(
    (await db.articleTranslation.findMany({ where: { articleId }, select: { locale: true, readers: true } })).map(
      (t) => [t.locale, [...t.readers].sort()],
    ),
  );

afterAll(async () => {
  await db.article.deleteMany({ where: { slug: { startsWith: `scale-${run}-` } } });
  await db.tag.deleteMany({ where: { slug: `scale-tag-${run}` } });
  await db.$disconnect();
});

describe("which text each reader sees (readers, kept by triggers)", () => {
  it("the original stands in for every language the item is not translated into", async () => {
    const cat = await category("NEWS");
    const a = await db.article.create({
      data: {
        type: "NEWS",
        slug: `scale-${run}-readers`,
        categoryId: cat.id,
        originalLocale: "en",
        translations: { create: [{ locale: "en", title: "Original", summary: "", body: "" }] },
      },
    });
    expect(await readers(a.id)).toEqual({ en: ["en", "es", "fr", "pt"] });

    await db.articleTranslation.create({
      data: { articleId: a.id, locale: "es", title: "Traducción", summary: "", body: "" },
    });
    expect(await readers(a.id)).toEqual({ en: ["en", "fr", "pt"], es: ["es"] });

    await db.articleTranslation.createMany({
      data: (["fr", "pt"] as const).map((locale) => ({ articleId: a.id, locale, title: "T", summary: "", body: "" })),
    });
    expect(await readers(a.id)).toEqual({ en: ["en"], es: ["es"], fr: ["fr"], pt: ["pt"] });

    await db.articleTranslation.deleteMany({ where: { articleId: a.id, locale: { in: ["es", "fr"] } } });
    expect(await readers(a.id)).toEqual({ en: ["en", "es", "fr"], pt: ["pt"] });

    // A new original language: the Portuguese text now stands in for the missing ones.
    await db.article.update({ where: { id: a.id }, data: { originalLocale: "pt" } });
    expect(await readers(a.id)).toEqual({ en: ["en"], pt: ["es", "fr", "pt"] });
  });

  it("sees several texts created at once (one statement), and no text when neither is there", async () => {
    const cat = await category("NEWS");
    const a = await db.article.create({
      data: {
        type: "NEWS",
        slug: `scale-${run}-together`,
        categoryId: cat.id,
        originalLocale: "fr",
        translations: {
          create: (["fr", "es"] as const).map((locale) => ({ locale, title: "T", summary: "", body: "" })),
        },
      },
    });
    expect(await readers(a.id)).toEqual({ es: ["es"], fr: ["en", "fr", "pt"] });
    // Without its original text, an item is seen only in the languages it is translated into.
    await db.articleTranslation.delete({ where: { articleId_locale: { articleId: a.id, locale: "fr" } } });
    expect(await readers(a.id)).toEqual({ es: ["es"] });
  });

  it("stays right when two transactions add texts to one item at once", async () => {
    const cat = await category("NEWS");
    const a = await db.article.create({
      data: {
        type: "NEWS",
        slug: `scale-${run}-race`,
        categoryId: cat.id,
        translations: { create: [{ locale: "en", title: "Race", summary: "", body: "" }] },
      },
    });
    const [first, second] = [
      new pg.Client({ connectionString: inject("databaseUrl") }),
      new pg.Client({ connectionString: inject("databaseUrl") }),
    ];
    await Promise.all([first.connect(), second.connect()]);
    const add = (client: pg.Client, locale: Locale) =>
      client.query(
        `INSERT INTO "ArticleTranslation" ("articleId", locale, title, summary, body) VALUES ($1, $2, 'T', '', '')`,
        [a.id, locale],
      );
    try {
      await first.query("BEGIN");
      await second.query("BEGIN");
      await add(first, "es");
      // The second waits for the first (the item's lock), then sees its text.
      const waiting = add(second, "fr");
      await new Promise((r) => setTimeout(r, 200));
      await first.query("COMMIT");
      await waiting;
      await second.query("COMMIT");
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    expect(await readers(a.id)).toEqual({ en: ["en", "pt"], es: ["es"], fr: ["fr"] });
  });

  it("copies the item's date and type to its texts, whatever a write says", async () => {
    const cat = await category("NEWS");
    const blog = await category("BLOG");
    const publishedAt = new Date("2024-03-01T10:00:00Z");
    const a = await db.article.create({
      data: {
        type: "NEWS",
        slug: `scale-${run}-dated`,
        categoryId: cat.id,
        publishedAt,
        translations: { create: [{ locale: "en", title: "Dated", summary: "", body: "" }] },
      },
    });
    const text = () =>
      db.articleTranslation.findUniqueOrThrow({ where: { articleId_locale: { articleId: a.id, locale: "en" } } });
    expect(await text()).toMatchObject({ publishedAt, type: "NEWS" });

    const later = new Date("2025-01-02T03:04:05Z");
    await db.article.update({ where: { id: a.id }, data: { publishedAt: later, type: "BLOG", categoryId: blog.id } });
    expect(await text()).toMatchObject({ publishedAt: later, type: "BLOG" });

    await db.articleTranslation.update({
      where: { articleId_locale: { articleId: a.id, locale: "en" } },
      data: { publishedAt: new Date(0), type: "EVENT", readers: [] },
    });
    expect(await text()).toMatchObject({ publishedAt: later, type: "BLOG", readers: ["en", "es", "fr", "pt"] });
  });
});

describe("a common word: the newest matches, walked or through the index alike", () => {
  const slug = (n: number) => `scale-${run}-common-${n}`;
  const tagSlug = `scale-tag-${run}`;
  const now = Date.now();
  const COUNT = 1_300;

  // Items n = 0 … COUNT-1, the higher the older; a word every one has in its body (qzcommon),
  // in some titles too; another (qzrare) in a few, the oldest; Spanish originals among them.
  beforeAll(async () => {
    const [news, blog, event] = await Promise.all([category("NEWS"), category("BLOG"), category("EVENT")]);
    const tag = await db.tag.create({ data: { slug: tagSlug } });
    const categories: Record<string, string> = { NEWS: news.id, BLOG: blog.id, EVENT: event.id };
    const rows = Array.from({ length: COUNT }, (_, n) => {
      const type: ContentType = n % 5 === 0 ? "EVENT" : n % 2 ? "BLOG" : "NEWS";
      return {
        id: `scale${run}n${n}`,
        slug: slug(n),
        type,
        categoryId: categories[type]!,
        originalLocale: (n % 3 === 0 ? "es" : "en") as Locale,
        isEventFree: type === "EVENT" && n % 4 === 0 ? true : null,
        publishedAt: new Date(now - n * DAY - (n % 7) * 1000),
      };
    });
    await db.article.createMany({ data: rows });
    await db.articleTranslation.createMany({
      data: rows.map((a, n) => ({
        articleId: a.id,
        locale: a.originalLocale,
        title: n % 4 === 0 ? `Qzcommon note ${n}` : `Note ${n} on clean air`,
        summary: n % 3 === 1 ? "A summary with qzcommon in it." : "A summary.",
        body: `Some text about qzcommon${n % 2 ? ", again qzcommon" : ""}.${n > COUNT - 4 ? " And qzrare." : ""}`,
      })),
    });
    await db.articleTag.createMany({
      data: rows.filter((_, n) => n % 50 === 7).map((a) => ({ articleId: a.id, tagId: tag.id })),
    });
    // The planner's statistics, which the search reads to tell a common word.
    await db.$executeRawUnsafe('ANALYZE "ArticleTranslation"');
    forgetLexemeFrequencies(db);
  }, 120_000);

  const search = (locale: Locale, q: string, filters: SearchFilters = {}, page = 1) =>
    runSearch(db, locale, { q, page, filters });

  async function withLimits<T>(limits: Partial<typeof searchLimits>, f: () => Promise<T>): Promise<T> {
    const saved = { ...searchLimits };
    Object.assign(searchLimits, limits);
    try {
      return await f();
    } finally {
      Object.assign(searchLimits, saved);
    }
  }

  it("is estimated common, so the search walks", async () => {
    expect((await buildSearchQueries(db, "qzcommon")).share).toBeGreaterThanOrEqual(searchLimits.walkShare);
    expect((await buildSearchQueries(db, "qzrare")).share).toBeLessThan(searchLimits.walkShare);
  });

  it.each([
    ["the common word", "en", "qzcommon", {}, 1],
    ["page 3", "en", "qzcommon", {}, 3],
    ["a Spanish reader", "es", "qzcommon", {}, 1],
    ["a type", "en", "qzcommon", { type: "BLOG" }, 1],
    ["an original language", "en", "qzcommon", { language: "es" }, 2],
    ["a tag (a few items)", "en", "qzcommon", { tag: tagSlug }, 1],
    ["free events", "en", "qzcommon", { type: "EVENT", isEventFree: true }, 1],
    ["two words that rarely meet", "en", "qzcommon qzrare", {}, 1],
    ["a typo of a title word", "en", "qzcomon", {}, 1],
    ["a typo, with a type", "en", "qzcomon", { type: "NEWS" }, 2],
  ] as [string, Locale, string, SearchFilters, number][])(
    "%s: the same page either way",
    async (_name, locale, q, filters, page) => {
      const indexed = await withLimits({ walkShare: 2, typoWalkShare: 2 }, () => search(locale, q, filters, page));
      const walked = await withLimits(
        { walkShare: 0, walkRows: 100_000, typoWalkShare: 0, typoWalkRows: 100_000 },
        () => search(locale, q, filters, page),
      );
      // A walk too short to tell, which hands over to the index.
      const cut = await withLimits({ walkShare: 0, walkRows: 40, typoWalkShare: 0, typoWalkRows: 40 }, () =>
        search(locale, q, filters, page),
      );
      expect(indexed.hits.length).toBeGreaterThan(0);
      expect(walked).toEqual(indexed);
      expect(cut).toEqual(indexed);
    },
    60_000,
  );

  it("ranks the newest 1,001 matches when there are more: titles first among them, then the newest", async () => {
    const results = await search("en", "qzcommon");
    expect(results.capped).toBe(true);
    expect(results.total).toBe(RANKED_LIMIT);
    const n = (s: string) => Number(s.split("-").at(-1));
    const ns = results.hits.map((h) => n(h.slug));
    // Every hit among the 1,001 newest items (all of these match), those with the word in the title first.
    expect(ns.every((x) => x <= RANKED_LIMIT)).toBe(true);
    expect(ns.slice(0, 10).every((x) => x % 4 === 0)).toBe(true);
    // The oldest items match too, and rank as well as these, but are past the 1,001 newest.
    expect((await search("en", "qzcommon qzrare")).hits.map((h) => n(h.slug)).sort((a, b) => a - b)).toEqual([
      COUNT - 3,
      COUNT - 2,
      COUNT - 1,
    ]);
  });

  it("finds the newest lookalike titles of a typo", async () => {
    const results = await search("en", "qzcomon");
    expect(results.total).toBe(100);
    const newest = Array.from({ length: COUNT }, (_, n) => n)
      .filter((n) => n % 4 === 0)
      .slice(0, 100);
    expect(results.hits.map((h) => h.slug).sort()).toEqual(newest.slice(0, 20).map(slug).sort());
  });

  it("highlights nothing in the lookalike titles of a one-word typo, the other words of a longer one", async () => {
    const one = (await search("en", "qzcomon")).hits[0]!;
    expect(one.markedTitle.flat().some((s) => s.mark)).toBe(false);
    expect(one.snippet).toEqual([[{ text: one.summary, mark: false }]]);
    const two = (await search("en", "qzcomon note")).hits[0]!;
    expect(
      two.markedTitle
        .flat()
        .filter((s) => s.mark)
        .map((s) => s.text),
    ).toEqual(["note"]);
    expect(singleWords({ en: "'vaccin'", es: "'vacun' | 'vacunacion'", fr: null, pt: "'vacin'" })).toBe(true);
    expect(singleWords({ en: "'ventil' & 'school'", es: null, fr: null, pt: null })).toBe(false);
    expect(singleWords({ en: "!'vaccin'", es: null, fr: null, pt: null })).toBe(false);
  });

  it("keeps, of lookalike words, the ones no other is part of", () => {
    expect(shortestWords(["respirators", "respirator", "respirador", "respiradores"]).sort()).toEqual([
      "respirador",
      "respirator",
    ]);
  });

  it("guesses how common a title word is from the lexemes it begins with", () => {
    const frequencies = new Map([
      ["respir", 0.5],
      ["mascarill", 0.25],
      ["ar", 0.9],
      ["mascar", 0.3],
    ]);
    expect(wordShare(["respirators"], frequencies)).toBe(0.5);
    expect(wordShare(["máscaras"], frequencies)).toBe(0.3);
    // Too short a part of the word to say anything: "ar" of "arquivo".
    expect(wordShare(["arquivo", "wastewater"], frequencies)).toBe(0);
  });
});

describe("snippets of long texts", () => {
  it("come from the lead when it has the word, from the whole text otherwise, cut with ellipses", async () => {
    const cat = await category("NEWS");
    const filler = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
    const make = (n: number, body: string) =>
      db.article.create({
        data: {
          type: "NEWS",
          slug: `scale-${run}-long-${n}`,
          categoryId: cat.id,
          translations: { create: [{ locale: "en", title: `Long text ${n}`, summary: "A summary.", body }] },
        },
      });
    await make(1, `Early qzlead mention. ${filler}`);
    await make(2, `${filler} late qzlead mention at the end`);
    const hits = new Map(
      (await runSearch(db, "en", { q: "qzlead", page: 1, filters: {} })).hits.map((h) => [h.slug, h]),
    );
    const text = (n: number) =>
      hits
        .get(`scale-${run}-long-${n}`)!
        .snippet.map((f) => f.map((s) => (s.mark ? `[${s.text}]` : s.text)).join(""))
        .join(" … ");
    expect(text(1)).toMatch(/^… \[qzlead\] mention\. word0 .* …$/);
    expect(text(2)).toMatch(/^… .*late \[qzlead\] mention at the end$/);
  });
});
