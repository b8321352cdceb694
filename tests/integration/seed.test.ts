import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { seed } from "../../prisma/seed/index";
import { content } from "../../prisma/seed/content";
import { feeds } from "../../prisma/seed/content/feeds";
import { testDb } from "../support/db";

const db = testDb();
afterAll(() => db.$disconnect());

describe("db:seed", () => {
  it("dates nothing in the future, even when it runs before the hour its items were given", async () => {
    process.env.DATABASE_URL = inject("databaseUrl");
    // Half past midnight (UTC): items "published today" are dated 09:00, forum posts 10:00.
    const now = new Date(`${new Date().toISOString().slice(0, 10)}T00:30:00Z`);
    vi.useFakeTimers({ toFake: ["Date"], now });
    try {
      await seed({ volume: 0 });
    } finally {
      vi.useRealTimers();
    }
    const slugs = Object.values(content).flatMap((items) => items.map((i) => i.slug));
    const latest = await db.article.aggregate({
      where: { slug: { in: slugs }, siteEditedAt: null },
      _max: { publishedAt: true },
    });
    expect(latest._max.publishedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    const [translation] = await db.$queryRaw<Array<{ latest: Date }>>`
      SELECT max(t."publishedAt") AS latest FROM "ArticleTranslation" t JOIN "Article" a ON a.id = t."articleId"
      WHERE a.slug = ANY(${slugs}) AND a."siteEditedAt" IS NULL`;
    expect(translation!.latest.getTime()).toBeLessThanOrEqual(now.getTime());
    const seededPosts = { author: { email: { endsWith: ".demo@example.org" } } };
    const post = await db.forumPost.aggregate({ where: seededPosts, _max: { publishedAt: true } });
    expect(post._max.publishedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    const comment = await db.forumComment.aggregate({ where: { post: seededPosts }, _max: { createdAt: true } });
    expect(comment._max.createdAt!.getTime()).toBeLessThanOrEqual(now.getTime());
  }, 300_000);

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
    // The real public feeds arrive once and paused: nothing is fetched until an editor resumes one.
    const seeded = await db.feed.findMany({ where: { url: { in: feeds.map((f) => f.url) } } });
    expect(seeded).toHaveLength(feeds.length);
    expect(seeded.every((f) => f.paused && !f.trusted)).toBe(true);
  }, 300_000);

  it("never overwrites an item an editor changed on the site", async () => {
    process.env.DATABASE_URL = inject("databaseUrl");
    await seed({ volume: 0 });
    const item = content.NEWS.find((i) => i.translations.en)!;
    const article = await db.article.findUniqueOrThrow({ where: { type_slug: { type: "NEWS", slug: item.slug } } });
    await db.article.update({
      where: { id: article.id },
      data: { siteEditedAt: new Date(), featured: !article.featured },
    });
    await db.articleTranslation.update({
      where: { articleId_locale: { articleId: article.id, locale: "en" } },
      data: { title: "Corrected on the site" },
    });
    await seed({ volume: 0 });
    expect(await db.article.findUniqueOrThrow({ where: { id: article.id } })).toMatchObject({
      featured: !article.featured,
    });
    expect(
      await db.articleTranslation.findUniqueOrThrow({
        where: { articleId_locale: { articleId: article.id, locale: "en" } },
      }),
    ).toMatchObject({ title: "Corrected on the site" });
  }, 300_000);
});
