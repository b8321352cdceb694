import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

process.env.DATABASE_URL = inject("databaseUrl");
const { getArticle, readArticle, reviveArticle } = await import("@/lib/content/article");
const { listTypeByCategory } = await import("@/lib/content/lists");

const db = testDb();
const run = Date.now().toString(36);
const body = (secret: string) => `Opening paragraph everyone may read.\n\nThe rest holds ${secret}.`;

beforeAll(async () => {
  const category = await db.category.create({
    data: {
      type: "EDUCATION",
      slug: `access-${run}`,
      translations: {
        create: [
          { locale: "en", name: "Access" },
          { locale: "fr", name: "Accès" },
        ],
      },
    },
  });
  await db.category.create({ data: { type: "EDUCATION", slug: `empty-${run}`, position: 1 } });
  for (const level of ["FREE", "LIMITED", "PREMIUM"] as const) {
    await db.article.create({
      data: {
        type: "EDUCATION",
        slug: `${level.toLowerCase()}-${run}`,
        categoryId: category.id,
        accessLevel: level,
        translations: {
          create: { locale: "en", title: `${level} item`, summary: "A summary.", body: body(`secret-${level}`) },
        },
      },
    });
  }
});

afterAll(() => db.$disconnect());

// A member's read goes through the shared data cache, which only runs inside Next: here it is read
// directly (e2e/member-pages.spec.ts reads it through the cache).
const get = (level: string, signedIn: boolean, locale: "en" | "fr" = "en") =>
  (signedIn ? readArticle : getArticle)("EDUCATION", `access-${run}`, `${level}-${run}`, locale, { signedIn });

describe("getArticle decides on the server what a reader may see", () => {
  it("gives visitors the whole of a free item", async () => {
    const article = await get("free", false);
    expect(article?.locked).toBe(false);
    expect(article?.body).toContain("secret-FREE");
  });

  it("gives visitors only the first paragraph of a limited item", async () => {
    const article = await get("limited", false);
    expect(article?.locked).toBe(true);
    expect(article?.body).toBe("Opening paragraph everyone may read.");
    expect(JSON.stringify(article)).not.toContain("secret-LIMITED");
  });

  it("gives visitors nothing of a premium item's body", async () => {
    const article = await get("premium", false);
    expect(article?.locked).toBe(true);
    expect(article?.body).toBeNull();
    expect(JSON.stringify(article)).not.toContain("secret-PREMIUM");
  });

  it("gives signed-in members everything", async () => {
    expect((await get("premium", true))?.body).toContain("secret-PREMIUM");
  });

  it("comes back whole from the members' data cache, which stores JSON", async () => {
    // Every date field, related items' included, with a value: a date left out of reviveArticle
    // would come back from the cache as a string and fail here.
    const [premium, free] = await Promise.all([
      db.article.findUniqueOrThrow({ where: { type_slug: { type: "EDUCATION", slug: `premium-${run}` } } }),
      db.article.findUniqueOrThrow({ where: { type_slug: { type: "EDUCATION", slug: `free-${run}` } } }),
    ]);
    const day = new Date("2026-03-01T10:00:00Z");
    await db.article.update({
      where: { id: premium.id },
      data: {
        editedAt: day,
        siteEditedAt: day,
        startsAt: day,
        endsAt: day,
        related: { create: { relatedId: free.id } },
      },
    });
    const article = (await get("premium", true))!;
    expect(article.related).toHaveLength(1);
    expect(reviveArticle(JSON.parse(JSON.stringify(article)))).toEqual(article);
  });

  it("falls back to the original language and says which it is", async () => {
    const article = await get("free", false, "fr");
    expect(article?.textLocale).toBe("en");
    expect(article?.categoryName).toBe("Accès");
  });

  it("names a source's label in the reader's language and an organisation by its own name", async () => {
    const label = await db.source.create({
      data: {
        slug: `team-${run}`,
        name: "Editorial team",
        translations: { create: [{ locale: "fr", name: "Rédaction" }] },
      },
    });
    await db.article.update({
      where: { type_slug: { type: "EDUCATION", slug: `free-${run}` } },
      data: { sourceId: label.id },
    });
    expect((await get("free", false, "fr"))?.source?.name).toBe("Rédaction");
    expect((await get("free", false, "en"))?.source?.name).toBe("Editorial team");
  });

  it("refuses a slug under the wrong category", async () => {
    expect(await getArticle("EDUCATION", `empty-${run}`, `free-${run}`, "en", { signedIn: false })).toBeNull();
  });
});

describe("listTypeByCategory", () => {
  it("lists every category of the type, empty ones included", async () => {
    const sections = await listTypeByCategory("EDUCATION", "en", 6);
    const access = sections.find((s) => s.slug === `access-${run}`);
    expect(access?.total).toBe(3);
    expect(access?.items.map((i) => i.title).sort()).toEqual(["FREE item", "LIMITED item", "PREMIUM item"]);
    expect(sections.find((s) => s.slug === `empty-${run}`)).toMatchObject({ total: 0, items: [] });
  });
});
