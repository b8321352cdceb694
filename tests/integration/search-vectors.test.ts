import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../support/db";

const db = testDb();
const slugs: Record<string, string> = {};

async function article(locale: "en" | "es" | "fr" | "pt", title: string, body: string) {
  const category = await db.category.upsert({
    where: { type_slug: { type: "NEWS", slug: "search-test" } },
    create: { type: "NEWS", slug: "search-test" },
    update: {},
  });
  const slug = `search-${locale}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await db.article.create({
    data: {
      type: "NEWS",
      slug,
      categoryId: category.id,
      originalLocale: locale,
      translations: { create: { locale, title, summary: title, body } },
    },
  });
  slugs[locale] = slug;
}

// The query the search feature builds on: the row's language, with and without accents.
async function matches(locale: string, query: string) {
  const rows = await db.$queryRaw<{ slug: string }[]>`
    SELECT a.slug FROM "ArticleTranslation" t JOIN "Article" a ON a.id = t."articleId"
    WHERE t.locale = ${locale}::"Locale"
      AND t."searchVector" @@ search_query(${locale}::"Locale", ${query})`;
  return rows.map((r) => r.slug);
}

beforeAll(async () => {
  await article("es", "Nuevas vacunas contra la covid", "Las vacunas actualizadas se adaptan a las variantes.");
  await article("fr", "La ventilation en été", "Ouvrir les fenêtres pendant l'été aide à renouveler l'air.");
  await article("pt", "Declarações sobre a vacinação", "As declarações das autoridades explicam a campanha.");
  await article("en", "Masks and respirators", "Respirators filter small airborne particles.");
});

afterAll(() => db.$disconnect());

describe("search vectors kept by the database", () => {
  it("stem Spanish words (vacuna finds vacunas)", async () => {
    expect(await matches("es", "vacuna")).toContain(slugs.es);
  });

  it("ignore accents (ete finds été)", async () => {
    expect(await matches("fr", "ete")).toContain(slugs.fr);
  });

  it("stem and fold Portuguese (declaração finds declarações)", async () => {
    expect(await matches("pt", "declaração")).toContain(slugs.pt);
  });

  it("find words typed without their accents (declaracoes finds declarações)", async () => {
    expect(await matches("pt", "declaracoes")).toContain(slugs.pt);
  });

  it("stem English (respirator finds respirators)", async () => {
    expect(await matches("en", "respirator")).toContain(slugs.en);
  });

  it("follow edits of the text", async () => {
    const { id } = await db.article.findUniqueOrThrow({ where: { type_slug: { type: "NEWS", slug: slugs.en! } } });
    await db.articleTranslation.update({
      where: { articleId_locale: { articleId: id, locale: "en" } },
      data: { title: "Ventilation basics", summary: "Air", body: "Open windows." },
    });
    expect(await matches("en", "respirator")).not.toContain(slugs.en);
    expect(await matches("en", "window")).toContain(slugs.en);
  });
});
