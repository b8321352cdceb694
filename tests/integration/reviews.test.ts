// Product reviews against a real PostgreSQL: one review per member and product even when the same
// member submits many times at once; nobody edits or deletes someone else's review.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

process.env.DATABASE_URL = inject("databaseUrl");
const { deleteOwnReview, listReviews, saveReview } = await import("@/lib/reviews/reviews");

const db = testDb();
const run = Math.random().toString(36).slice(2, 8);
let productId = "";
let serial = 0;
const member = () =>
  db.user.create({
    data: { email: `review-${run}-${++serial}@example.test`, username: `review_${run}_${serial}` },
    select: { id: true },
  });

beforeAll(async () => {
  const category = await db.category.upsert({
    where: { type_slug: { type: "PRODUCT", slug: "review-test" } },
    create: { type: "PRODUCT", slug: "review-test" },
    update: {},
  });
  const product = await db.article.create({
    data: {
      type: "PRODUCT",
      slug: `review-${run}`,
      categoryId: category.id,
      originalLocale: "en",
      translations: { create: { locale: "en", title: "Mask", summary: "", body: "" } },
    },
  });
  productId = product.id;
});
afterAll(() => db.$disconnect());

describe("one review per member and product", () => {
  it("holds under concurrent first submissions", async () => {
    const user = await member();
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        saveReview(user.id, { productId, rating: (i % 5) + 1, text: `Attempt ${i}` }),
      ),
    );
    expect(await db.review.count({ where: { productId, userId: user.id } })).toBe(1);
    expect(outcomes.filter((o) => o === "added")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "updated")).toHaveLength(11);
  });

  it("is enforced by the database itself", async () => {
    const user = await member();
    await db.review.create({ data: { productId, userId: user.id, rating: 4, text: "first" } });
    await expect(
      db.review.create({ data: { productId, userId: user.id, rating: 2, text: "second" } }),
    ).rejects.toMatchObject({ code: "P2002" });
  });

  it("updates the existing review and marks it edited", async () => {
    const user = await member();
    expect(await saveReview(user.id, { productId, rating: 3, text: "ok" })).toBe("added");
    expect(await saveReview(user.id, { productId, rating: 5, text: "better" })).toBe("updated");
    const row = await db.review.findUniqueOrThrow({ where: { productId_userId: { productId, userId: user.id } } });
    expect(row).toMatchObject({ rating: 5, text: "better" });
    expect(row.editedAt).not.toBeNull();
  });
});

describe("permissions and visibility", () => {
  it("never lets a member edit or delete someone else's review", async () => {
    const [author, other] = await Promise.all([member(), member()]);
    await saveReview(author.id, { productId, rating: 4, text: "author's" });
    const review = await db.review.findUniqueOrThrow({ where: { productId_userId: { productId, userId: author.id } } });
    expect(await deleteOwnReview(other.id, review.id)).toBe(false);
    await saveReview(other.id, { productId, rating: 1, text: "other's" });
    expect(await db.review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({
      rating: 4,
      text: "author's",
      editedAt: null,
    });
    expect(await deleteOwnReview(author.id, review.id)).toBe(true);
  });

  it("leaves hidden reviews out of the public list and the average", async () => {
    const user = await member();
    await saveReview(user.id, { productId, rating: 1, text: "to hide" });
    const before = await listReviews(productId, 1);
    await db.review.updateMany({ where: { productId, userId: user.id }, data: { hiddenAt: new Date() } });
    const after = await listReviews(productId, 1);
    expect(after.total).toBe(before.total - 1);
    expect(after.reviews.map((r) => r.text)).not.toContain("to hide");
  });
});
