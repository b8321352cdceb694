// The site search (lib/search) against a real, migrated PostgreSQL: stemming and accents per
// language, typos, ranking, the filters, snippets (and what they must never contain), paging.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessLevel, ContentType, Locale } from "../../lib/generated/prisma/enums";
import { alternatives } from "../../lib/search/sql";
import { unfold, withEllipses, type Snippet } from "../../lib/search/highlight";
import { parseSearchParams, type SearchFilters } from "../../lib/search/params";
import { RANKED_LIMIT } from "../../lib/search/matches";
import { runSearch } from "../../lib/search/run";
import { testDb } from "../support/db";

const db = testDb();
const run = Math.random().toString(36).slice(2, 8);
let serial = 0;

type Text = { title: string; summary?: string; body?: string };
type Item = {
  type?: ContentType;
  original?: Locale;
  access?: AccessLevel;
  texts: Partial<Record<Locale, Text>>;
  tag?: boolean;
  source?: boolean;
  brand?: string;
  isEventFree?: boolean;
  onlineOnly?: boolean;
};

const tagSlug = `search-tag-${run}`;
const sourceSlug = `search-source-${run}`;

async function category(type: ContentType) {
  return db.category.upsert({
    where: { type_slug: { type, slug: "search-test" } },
    create: { type, slug: "search-test" },
    update: {},
  });
}

async function item({
  type = "NEWS",
  original = "en",
  access = "FREE",
  texts,
  tag,
  source,
  ...fields
}: Item): Promise<string> {
  const slug = `search-${run}-${++serial}`;
  const [cat, tagRow, sourceRow] = await Promise.all([
    category(type),
    tag ? db.tag.findUniqueOrThrow({ where: { slug: tagSlug } }) : null,
    source ? db.source.findUniqueOrThrow({ where: { slug: sourceSlug } }) : null,
  ]);
  await db.article.create({
    data: {
      type,
      slug,
      categoryId: cat.id,
      originalLocale: original,
      accessLevel: access,
      sourceId: sourceRow?.id,
      ...fields,
      translations: {
        create: Object.entries(texts).map(([locale, t]) => ({
          locale: locale as Locale,
          title: t.title,
          summary: t.summary ?? "",
          body: t.body ?? "",
        })),
      },
      tags: tagRow ? { create: { tagId: tagRow.id } } : undefined,
    },
  });
  return slug;
}

const search = (
  locale: Locale,
  q: string,
  filters: SearchFilters = {},
  page = 1,
  pageSize = 1000,
  reader: "visitor" | "member" = "member",
) => runSearch(db, locale, { q, page, filters }, pageSize, reader);
const slugs = async (...args: Parameters<typeof search>) => (await search(...args)).hits.map((h) => h.slug);
const plain = (s: Snippet) => s.map((f) => f.map((x) => x.text).join("")).join(" … ");
const marked = (s: Snippet) => s.flatMap((f) => f.filter((x) => x.mark).map((x) => x.text));

const ids: Record<string, string> = {};

beforeAll(async () => {
  await db.tag.create({ data: { slug: tagSlug, translations: { create: [{ locale: "en", name: "Qzfilter tag" }] } } });
  await db.source.create({ data: { slug: sourceSlug, name: "Qzfilter source" } });
  ids.es = await item({
    original: "es",
    texts: {
      es: {
        title: "Nuevas vacunas contra la covid",
        summary: "Qué cambia con las vacunas actualizadas.",
        body: "La **vacunación** anual protege a las personas mayores.",
      },
    },
  });
  ids.pt = await item({
    original: "pt",
    texts: {
      pt: {
        title: "Declarações sobre a campanha",
        summary: "O que dizem as autoridades.",
        body: "As declarações oficiais explicam a campanha de inverno.",
      },
    },
  });
  ids.fr = await item({
    original: "fr",
    texts: {
      fr: {
        title: "Aérer son logement en été",
        summary: "Ouvrir grand les fenêtres le matin.",
        body: "## Pendant l’été\n\nAérer tôt le matin aide à renouveler l’air.",
      },
    },
  });
  ids.en = await item({
    texts: {
      en: {
        title: "Respirators and masks: how they filter",
        summary: "What the letters on a respirator mean.",
        body: "Respirators filter small airborne particles.",
      },
    },
  });
  ids.onlyFr = await item({
    original: "fr",
    texts: { fr: { title: "Qzorig : purificateurs d’air portables", summary: "Choisir un purificateur." } },
  });
  ids.bilingual = await item({
    texts: {
      en: { title: "Qzhidden clean air at school", summary: "English only word." },
      es: { title: "Aire limpio en la escuela", summary: "Sin esa palabra." },
    },
  });
});

// Other test files share the database (sitemaps, feeds): leave it as found.
afterAll(async () => {
  await db.article.deleteMany({ where: { slug: { startsWith: `search-${run}-` } } });
  await db.tag.deleteMany({ where: { slug: tagSlug } });
  await db.source.deleteMany({ where: { slug: sourceSlug } });
  await db.$disconnect();
});

describe("search in each language", () => {
  it("stems Spanish and ignores accents (vacuna finds vacunas, vacunacion finds vacunación)", async () => {
    expect(await slugs("es", "vacuna")).toContain(ids.es);
    expect(await slugs("es", "vacunacion")).toContain(ids.es);
  });

  it("stems Portuguese with or without accents (declaração, declaracoes find declarações)", async () => {
    expect(await slugs("pt", "declaração")).toContain(ids.pt);
    expect(await slugs("pt", "declaracoes")).toContain(ids.pt);
  });

  it("finds été from ete and highlights the word as written", async () => {
    const hit = (await search("fr", "ete")).hits.find((h) => h.slug === ids.fr);
    expect(hit).toBeDefined();
    expect(marked(hit!.markedTitle)).toEqual(["été"]);
    expect(plain(hit!.markedTitle)).toBe("Aérer son logement en été");
    expect(marked(hit!.snippet)).toContain("été");
  });

  it("stems English (respirator finds respirators) and highlights the match", async () => {
    const hit = (await search("en", "respirator")).hits.find((h) => h.slug === ids.en);
    expect(hit).toBeDefined();
    expect(marked(hit!.markedTitle)).toEqual(["Respirators"]);
  });

  it("tolerates a typo in a title word (respirtor)", async () => {
    expect(await slugs("en", "respirtor")).toContain(ids.en);
  });

  it("searches untranslated items in their original language and says which", async () => {
    const hit = (await search("es", "qzorig")).hits.find((h) => h.slug === ids.onlyFr);
    expect(hit?.textLocale).toBe("fr");
    expect(await slugs("es", "qzhidden")).not.toContain(ids.bilingual);
    expect(await slugs("en", "qzhidden")).toContain(ids.bilingual);
  });

  it("finds nothing for a word no item has, and nothing for an empty query", async () => {
    expect((await search("en", "qzqzqznothing")).total).toBe(0);
    expect((await search("en", "")).hits).toEqual([]);
  });
});

describe("ranking", () => {
  it("puts an exact title match first, above items that rank higher by text", async () => {
    const exact = await item({ texts: { en: { title: "Qzexact masks and respirators", summary: "A short note." } } });
    const dense = await item({
      texts: {
        en: {
          title: "Qzexact masks and respirators for masks and respirators users",
          summary: "Qzexact masks and respirators, masks and respirators.",
          body: "masks respirators masks respirators",
        },
      },
    });
    const [rank] = await db.$queryRaw<{ exact: number; dense: number }[]>`
      SELECT max(ts_rank("searchVector", search_query('en', 'Qzexact masks and respirators'))) FILTER (WHERE a.slug = ${exact}) AS exact,
             max(ts_rank("searchVector", search_query('en', 'Qzexact masks and respirators'))) FILTER (WHERE a.slug = ${dense}) AS dense
      FROM "ArticleTranslation" t JOIN "Article" a ON a.id = t."articleId" WHERE a.slug IN (${exact}, ${dense})`;
    expect(rank!.dense).toBeGreaterThan(rank!.exact);
    expect(await slugs("en", "qzexact masks and respirators")).toEqual([exact, dense]);
  });

  it("keeps the exact title first when there are too many matches to rank them all", async () => {
    const cat = await category("NEWS");
    const many = Array.from({ length: RANKED_LIMIT + 1 }, (_, i) => ({
      id: `search${run}many${i}`,
      slug: `search-${run}-many-${i}`,
      type: "NEWS" as const,
      categoryId: cat.id,
    }));
    await db.article.createMany({ data: many });
    await db.articleTranslation.createMany({
      data: many.map((a) => ({
        articleId: a.id,
        locale: "en" as const,
        title: "Qzmany notes",
        summary: "",
        body: "Qzmany exact title match, repeated: exact title match.",
      })),
    });
    const exact = await item({ texts: { en: { title: "Qzmany exact title match" } } });
    const results = await search("en", "qzmany exact title match", {}, 1, 20);
    expect(results.capped).toBe(true);
    expect(results.total).toBe(RANKED_LIMIT);
    expect(results.hits[0]?.slug).toBe(exact);
    expect(results.hits).toHaveLength(20);
  }, 120_000);
});

describe("filters", () => {
  const f: Record<string, string> = {};
  beforeAll(async () => {
    f.news = await item({ texts: { en: { title: "Qzfilter news" } }, tag: true, source: true });
    f.freeOnline = await item({
      type: "EVENT",
      original: "es",
      texts: { es: { title: "Qzfilter evento gratuito en línea" } },
      isEventFree: true,
      onlineOnly: true,
    });
    f.paid = await item({
      type: "EVENT",
      texts: { en: { title: "Qzfilter paid event in person" } },
      isEventFree: false,
      onlineOnly: false,
    });
    f.product = await item({ type: "PRODUCT", texts: { en: { title: "Qzfilter respirator" } }, brand: "Qzbrand" });
  });
  const sorted = (list: string[]) => [...list].sort();

  it.each([
    ["no filter", {}, ["news", "freeOnline", "paid", "product"]],
    ["type", { type: "EVENT" }, ["freeOnline", "paid"]],
    ["tag", { tag: tagSlug }, ["news"]],
    ["source", { source: sourceSlug }, ["news"]],
    ["language", { language: "es" }, ["freeOnline"]],
    ["brand", { brand: "Qzbrand" }, ["product"]],
    ["isEventFree", { isEventFree: true }, ["freeOnline"]],
    ["onlineOnly", { onlineOnly: true }, ["freeOnline"]],
    ["type and tag together", { type: "PRODUCT", tag: tagSlug }, []],
  ] as [string, SearchFilters, string[]][])("%s", async (_name, filters, expected) => {
    expect(sorted(await slugs("en", "qzfilter", filters))).toEqual(sorted(expected.map((k) => f[k]!)));
  });
});

describe("snippets", () => {
  it("never contain the body of LIMITED or PREMIUM items, but do of FREE ones", async () => {
    const premium = await item({
      access: "PREMIUM",
      texts: {
        en: {
          title: "Qzlock premium guide",
          summary: "Public summary of the premium guide.",
          body: "The secret premium paragraph qzbody.",
        },
      },
    });
    const limited = await item({
      access: "LIMITED",
      texts: {
        en: {
          title: "Qzlock limited guide",
          summary: "Public summary of the limited guide.",
          body: "The secret limited paragraph qzbody.",
        },
      },
    });
    const free = await item({
      texts: {
        en: {
          title: "Qzlock free guide",
          summary: "Public summary of the free guide.",
          body: "The open free paragraph qzbody.",
        },
      },
    });
    const results = await search("en", "qzbody");
    const bySlug = new Map(results.hits.map((h) => [h.slug, h]));
    expect([...bySlug.keys()].sort()).toEqual([premium, limited, free].sort());
    // Search is no oracle: a phrase only in a members-only body finds nothing for a visitor, who
    // still finds those items by what they may read (title, summary).
    expect(await slugs("en", "qzbody", {}, 1, 1000, "visitor")).toEqual([free]);
    expect(await slugs("en", "secret premium paragraph", {}, 1, 1000, "visitor")).toEqual([]);
    expect(await slugs("en", "secret premium paragraph", {}, 1, 1000, "member")).toEqual([premium]);
    expect((await slugs("en", "public summary guide", {}, 1, 1000, "visitor")).sort()).toEqual(
      [premium, limited, free].sort(),
    );
    expect(JSON.stringify(results)).not.toContain("secret");
    expect(plain(bySlug.get(premium)!.snippet)).toBe("Public summary of the premium guide.");
    expect(marked(bySlug.get(free)!.snippet)).toEqual(["qzbody"]);
  });

  it("leave Markdown syntax out", async () => {
    const hit = (await search("es", "vacunación")).hits.find((h) => h.slug === ids.es);
    expect(plain(hit!.snippet)).toContain("La vacunación anual");
    expect(plain(hit!.snippet)).not.toContain("**");
  });
});

describe("paging", () => {
  it("splits results into pages with the total", async () => {
    for (let i = 0; i < 25; i++) await item({ texts: { en: { title: `Qzpage item ${i}` } } });
    const first = await search("en", "qzpage", {}, 1, 20);
    const second = await search("en", "qzpage", {}, 2, 20);
    expect([first.total, first.hits.length, second.total, second.hits.length]).toEqual([25, 20, 25, 5]);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.slug)).size).toBe(25);
  });
});

describe("helpers", () => {
  it("read the query string, ignoring bad values", () => {
    expect(
      parseSearchParams({
        q: "  vacuna   nueva ",
        type: "events",
        tag: "Bad Tag!",
        language: "de",
        isEventFree: "true",
        page: "-3",
      }),
    ).toEqual({ q: "vacuna nueva", page: 1, filters: { type: "EVENT", isEventFree: true } });
    expect(parseSearchParams({ q: ["a", "b"], type: "nope", page: "2" })).toEqual({ q: "a", page: 2, filters: {} });
    expect(parseSearchParams({})).toEqual({ q: "", page: 1, filters: {} });
  });

  it("split a tsquery into its alternatives, respecting quotes and parentheses", () => {
    expect(alternatives("'vacun' | 'vacun'")).toEqual(["'vacun'", "'vacun'"]);
    expect(alternatives("'a' & ( 'b' | 'c' ) | 'd''|x'")).toEqual(["'a' & ( 'b' | 'c' )", "'d''|x'"]);
  });

  it("mark a snippet cut out of a longer text with ellipses", () => {
    const text = "Open the windows early in the morning, when the air outside is cool and clean.";
    const middle: Snippet = [
      [
        { text: "early in the ", mark: false },
        { text: "morning", mark: true },
      ],
    ];
    expect(plain(withEllipses(middle, text.slice(0, 80), text.slice(-80)))).toBe("… early in the morning …");
    const whole: Snippet = [
      [
        { text: "Open the ", mark: false },
        { text: "windows", mark: true },
        { text: text.slice(16), mark: false },
      ],
    ];
    expect(plain(withEllipses(whole, text, text))).toBe(text);
  });

  it("move highlights of the accent-folded text back onto the original", () => {
    const original = "Le « cœur » de l’été";
    const folded = "Le << coeur >> de l'ete";
    const moved = unfold(original, folded, "coeur >> de l'\uE000ete\uE001");
    expect(moved).toEqual([
      [
        { text: "cœur » de l’", mark: false },
        { text: "été", mark: true },
      ],
    ]);
  });
});
