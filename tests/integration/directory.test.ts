import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Locale } from "@/lib/generated/prisma/enums";
import { testDb } from "../support/db";

const db = testDb();
const run = `dirtest-${Date.now().toString(36)}`;
const cafes = `${run}-cafes`;
const shops = `${run}-shops`;
const source = `${run}-source`;

let entries: typeof import("@/lib/directory/entries");
let facets: typeof import("@/lib/directory/facets");
let filters: typeof import("@/lib/directory/filters");

type Seed = {
  slug: string;
  category: string;
  country: string;
  city: string;
  locales: Locale[];
  original?: Locale;
  source?: boolean;
  premium?: boolean;
  featured?: boolean;
};

// New Zealand and Iceland have no demo entries, so counts in them are exact whatever else the
// shared test database holds.
const seeds: Seed[] = [
  { slug: "kiwi-cafe", category: cafes, country: "NZ", city: "Auckland", locales: ["en", "es", "fr", "pt"] },
  { slug: "harbour-cafe", category: cafes, country: "NZ", city: "Auckland", locales: ["en"], featured: true },
  {
    slug: "clinica-del-puerto",
    category: "healthcare",
    country: "NZ",
    city: "Auckland",
    locales: ["es"],
    original: "es",
  },
  {
    slug: "boutique-du-vent",
    category: shops,
    country: "NZ",
    city: "Wellington",
    locales: ["fr", "en"],
    original: "fr",
  },
  {
    slug: "wellington-health",
    category: "healthcare",
    country: "NZ",
    city: "Wellington",
    locales: ["en"],
    premium: true,
  },
  { slug: "garden-city-cafe", category: cafes, country: "NZ", city: "Christchurch", locales: ["en"], source: true },
  { slug: "cafe-reykjavik", category: cafes, country: "IS", city: "Reykjavík", locales: ["pt", "en"], original: "pt" },
  { slug: "fjord-shop", category: shops, country: "IS", city: "Reykjavík", locales: ["en"] },
];

beforeAll(async () => {
  process.env.DATABASE_URL = inject("databaseUrl");
  [entries, facets, filters] = await Promise.all([
    import("@/lib/directory/entries"),
    import("@/lib/directory/facets"),
    import("@/lib/directory/filters"),
  ]);
  const categoryIds = new Map<string, string>();
  for (const slug of [cafes, shops, "healthcare"]) {
    const c = await db.category.upsert({
      where: { type_slug: { type: "DIRECTORY", slug } },
      update: {},
      create: {
        type: "DIRECTORY",
        slug,
        translations: {
          create: [
            { locale: "en", name: `Name of ${slug}` },
            { locale: "fr", name: `Nom de ${slug}` },
          ],
        },
      },
    });
    categoryIds.set(slug, c.id);
  }
  const { id: sourceId } = await db.source.create({ data: { slug: source, name: `Source ${run}` } });
  for (const s of seeds) {
    await db.article.create({
      data: {
        type: "DIRECTORY",
        slug: `${run}-${s.slug}`,
        categoryId: categoryIds.get(s.category)!,
        country: s.country,
        city: s.city,
        originalLocale: s.original ?? "en",
        sourceId: s.source ? sourceId : null,
        accessLevel: s.premium ? "PREMIUM" : "FREE",
        featured: s.featured ?? false,
        phone: "+64 9 555 0100",
        email: `${s.slug}@example.test`,
        website: `https://${s.slug}.example`,
        latitude: -36.85,
        longitude: 174.76,
        translations: {
          create: s.locales.map((locale) => ({
            locale,
            title: `${s.slug} (${locale})`,
            summary: `Summary ${locale}`,
            body: "Body",
          })),
        },
      },
    });
  }
});

afterAll(() => db.$disconnect());

const find = (f: Parameters<typeof entries.findDirectoryEntries>[0], locale: Locale = "en", page = 1, size = 50) =>
  entries.findDirectoryEntries(f, locale, page, size);
const slugs = (result: { items: { slug: string }[] }) => result.items.map((i) => i.slug.replace(`${run}-`, "")).sort();

describe("directory filters", () => {
  it("filters by category, country and city", async () => {
    expect((await find({ category: cafes })).total).toBe(4);
    expect((await find({ country: "NZ" })).total).toBe(6);
    expect(slugs(await find({ country: "NZ", city: "Auckland" }))).toEqual([
      "clinica-del-puerto",
      "harbour-cafe",
      "kiwi-cafe",
    ]);
    expect(slugs(await find({ category: cafes, country: "IS" }))).toEqual(["cafe-reykjavik"]);
  });

  it("filters by kind: healthcare providers or businesses", async () => {
    expect(slugs(await find({ country: "NZ", kind: "health" }))).toEqual(["clinica-del-puerto", "wellington-health"]);
    expect((await find({ country: "NZ", kind: "business" })).total).toBe(4);
  });

  it("filters by original language and by source", async () => {
    expect(slugs(await find({ country: "NZ", language: "es" }))).toEqual(["clinica-del-puerto"]);
    expect(slugs(await find({ language: "pt", country: "IS" }))).toEqual(["cafe-reykjavik"]);
    expect(slugs(await find({ source }))).toEqual(["garden-city-cafe"]);
  });

  it("gives an empty result, not an error, for values that match nothing", async () => {
    expect(await find({ category: "no-such-category" })).toEqual({ total: 0, items: [] });
    expect(await find({ country: "ZZ" })).toEqual({ total: 0, items: [] });
    expect((await find({ country: "NZ", city: "Reykjavík" })).total).toBe(0);
  });

  it("drops values that do not parse, keeps the rest, and reads the first of repeated values", () => {
    const parsed = filters.parseDirectorySearch({
      category: "Not A Slug!",
      country: "nz",
      city: ["Auckland", "Wellington"],
      kind: "spaceship",
      language: "de",
      source: "",
      page: "-3",
    });
    expect(parsed).toEqual({ country: "NZ", city: "Auckland", page: 1 });
    expect(filters.parseDirectorySearch({ page: "2", kind: "health" })).toEqual({ kind: "health", page: 2 });
  });

  it("forgets a city that is not in the chosen country, or given without a country", () => {
    expect(filters.withValidCity({ country: "NZ", city: "Reykjavík" }, ["Auckland"])).toEqual({
      country: "NZ",
      city: undefined,
    });
    expect(filters.withValidCity({ country: "NZ", city: "Auckland" }, ["Auckland"])).toEqual({
      country: "NZ",
      city: "Auckland",
    });
    expect(filters.withValidCity({ city: "Auckland", kind: "health" }, [])).toEqual({
      kind: "health",
      city: undefined,
    });
  });
});

describe("directory entries", () => {
  it("are in the reader's language, or in their original language when not translated", async () => {
    const fr = await find({ country: "NZ", city: "Auckland" }, "fr");
    const bySlug = new Map(fr.items.map((i) => [i.slug.replace(`${run}-`, ""), i]));
    expect(bySlug.get("kiwi-cafe")).toMatchObject({
      title: "kiwi-cafe (fr)",
      textLocale: "fr",
      category: { name: `Nom de ${cafes}` },
    });
    expect(bySlug.get("clinica-del-puerto")).toMatchObject({ title: "clinica-del-puerto (es)", textLocale: "es" });
    expect(bySlug.get("harbour-cafe")).toMatchObject({ textLocale: "en" });
  });

  it("carry contact details, except for members-only entries", async () => {
    const [open] = (await find({ country: "NZ", city: "Christchurch" })).items;
    expect(open).toMatchObject({
      phone: "+64 9 555 0100",
      email: "garden-city-cafe@example.test",
      latitude: -36.85,
      longitude: 174.76,
    });
    const [locked] = (await find({ country: "NZ", kind: "health", city: "Wellington" })).items;
    expect(locked).toMatchObject({
      accessLevel: "PREMIUM",
      phone: null,
      email: null,
      website: null,
      latitude: null,
      summary: "Summary en",
    });
  });

  it("are paginated, featured first, without overlap", async () => {
    const first = await find({ country: "NZ" }, "en", 1, 4);
    const second = await find({ country: "NZ" }, "en", 2, 4);
    expect([first.total, first.items.length, second.items.length]).toEqual([6, 4, 2]);
    expect(first.items[0]?.slug).toBe(`${run}-harbour-cafe`);
    expect(new Set([...slugs(first), ...slugs(second)]).size).toBe(6);
    expect((await find({ country: "NZ" }, "en", 3, 4)).items).toEqual([]);
  });
});

describe("directory facets", () => {
  it("count entries per category, country, language and source", async () => {
    const f = await facets.countDirectoryFacets("fr");
    expect(f.categories).toContainEqual({ value: cafes, label: `Nom de ${cafes}`, count: 4 });
    expect(f.categories).toContainEqual({ value: shops, label: `Nom de ${shops}`, count: 2 });
    expect(f.countries).toContainEqual({ value: "NZ", label: "NZ", count: 6 });
    expect(f.countries).toContainEqual({ value: "IS", label: "IS", count: 2 });
    expect(f.sources).toEqual(expect.arrayContaining([{ value: source, label: `Source ${run}`, count: 1 }]));
    const total = await db.article.count({ where: { type: "DIRECTORY" } });
    expect(f.kinds.reduce((n, k) => n + k.count, 0)).toBe(total);
    expect(f.languages.reduce((n, l) => n + l.count, 0)).toBe(total);
    expect(f.languages.find((l) => l.value === "pt")?.count).toBeGreaterThanOrEqual(1);
  });

  it("list the cities of the chosen country only", async () => {
    expect(await facets.countDirectoryCities("NZ")).toEqual([
      { value: "Auckland", label: "Auckland", count: 3 },
      { value: "Christchurch", label: "Christchurch", count: 1 },
      { value: "Wellington", label: "Wellington", count: 2 },
    ]);
    expect(await facets.countDirectoryCities("IS")).toEqual([{ value: "Reykjavík", label: "Reykjavík", count: 2 }]);
    expect(await facets.countDirectoryCities("ZZ")).toEqual([]);
  });
});

describe("directory URLs", () => {
  it("carry every filter and the page, and read back the same", () => {
    const chosen = {
      category: cafes,
      country: "NZ",
      city: "Auckland",
      kind: "business",
      language: "en",
      source,
    } as const;
    const href = filters.directoryHref(chosen, 2);
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(filters.parseDirectorySearch(params)).toEqual({ ...chosen, page: 2 });
  });

  it("reset to the start: no filter, no page", () => {
    const href = filters.directoryHref({});
    expect(href).toBe("/directory");
    expect(filters.hasFilters(filters.parseDirectorySearch({}))).toBe(false);
    expect(filters.hasFilters({ language: "es" })).toBe(true);
  });
});
