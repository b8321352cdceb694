import { afterAll, describe, expect, inject, it } from "vitest";
import { seed } from "../../prisma/seed/index";
import { content } from "../../prisma/seed/content";
import { testDb } from "../support/db";

const db = testDb();
afterAll(() => db.$disconnect());

describe("db:seed", () => {
  it("loads the demo content and can run again without duplicating it", async () => {
    process.env.DATABASE_URL = inject("databaseUrl");
    await seed({ volume: 0 });
    const counts = async () => ({
      articles: await db.article.count({
        where: { slug: { not: { startsWith: "search-" } }, category: { slug: { notIn: ["search-test"] } } },
      }),
      translations: await db.articleTranslation.count(),
      categories: await db.categoryTranslation.count(),
      tags: await db.articleTag.count(),
    });
    const first = await counts();
    await seed({ volume: 0 });
    expect(await counts()).toEqual(first);
    const expected = Object.values(content).reduce((n, items) => n + items.length, 0);
    expect(
      await db.article.count({
        where: { slug: { in: Object.values(content).flatMap((items) => items.map((i) => i.slug)) } },
      }),
    ).toBe(expected);
  }, 300_000);
});
