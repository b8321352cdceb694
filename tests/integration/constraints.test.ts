import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../support/db";

const db = testDb();
let productId: string;
let userId: string;

beforeAll(async () => {
  const category = await db.category.create({ data: { type: "PRODUCT", slug: `constraints-${Date.now()}` } });
  const product = await db.article.create({
    data: { type: "PRODUCT", slug: `mask-${Date.now()}`, categoryId: category.id },
  });
  const user = await db.user.create({ data: { email: `reviewer-${Date.now()}@example.test` } });
  productId = product.id;
  userId = user.id;
});

afterAll(() => db.$disconnect());

const uniqueViolation = expect.objectContaining({ code: "P2002" });

describe("database constraints the spec implies", () => {
  it("usernames are unique", async () => {
    const name = `user${Date.now()}`;
    await db.user.create({ data: { email: `a-${name}@example.test`, username: name } });
    await expect(db.user.create({ data: { email: `b-${name}@example.test`, username: name } })).rejects.toEqual(
      uniqueViolation,
    );
  });

  it("a user reviews a product once, even when two submissions race", async () => {
    const results = await Promise.allSettled(
      [4, 5].map((rating) =>
        db.review.create({ data: { productId, userId, rating, text: "Fits well, easy to breathe through." } }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.review.count({ where: { productId, userId } })).toBe(1);
  });

  it("a rating outside 1 to 5 is refused", async () => {
    const other = await db.user.create({ data: { email: `rating-${Date.now()}@example.test` } });
    await expect(
      db.review.create({ data: { productId, userId: other.id, rating: 6, text: "Too good" } }),
    ).rejects.toThrow(/Review_rating_range/);
    expect(await db.review.count({ where: { userId: other.id } })).toBe(0);
  });

  it("a user bookmarks an item once", async () => {
    await db.bookmark.create({ data: { userId, articleId: productId } });
    await expect(db.bookmark.create({ data: { userId, articleId: productId } })).rejects.toEqual(uniqueViolation);
  });

  it("an article slug is unique within its type", async () => {
    const { categoryId, slug } = await db.article.findUniqueOrThrow({ where: { id: productId } });
    await expect(db.article.create({ data: { type: "PRODUCT", slug, categoryId } })).rejects.toEqual(uniqueViolation);
  });
});
