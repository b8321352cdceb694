import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { publishedItem } from "@/lib/content/published";

export const REVIEWS_PAGE_SIZE = 5;

export type PublicReview = {
  id: string;
  rating: number;
  text: string;
  createdAt: string;
  editedAt: string | null;
  username: string | null;
};

const toPublic = (r: {
  id: string;
  rating: number;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
  user: { username: string | null };
}): PublicReview => ({
  id: r.id,
  rating: r.rating,
  text: r.text,
  createdAt: r.createdAt.toISOString(),
  editedAt: r.editedAt?.toISOString() ?? null,
  username: r.user.username,
});

/** A page of a product's visible reviews, newest first, with the average and count (the public view, same for everyone). */
export async function listReviews(productId: string, page: number) {
  const where = { productId, hiddenAt: null };
  const [stats, rows] = await Promise.all([
    db.review.aggregate({ where, _avg: { rating: true }, _count: true }),
    db.review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * REVIEWS_PAGE_SIZE,
      take: REVIEWS_PAGE_SIZE,
      select: {
        id: true,
        rating: true,
        text: true,
        createdAt: true,
        editedAt: true,
        user: { select: { username: true } },
      },
    }),
  ]);
  return { total: stats._count, average: stats._avg.rating ?? null, page, reviews: rows.map(toPublic) };
}
export type ReviewPage = Awaited<ReturnType<typeof listReviews>>;

/** The member's own review of a product (hidden or not), or null. */
export async function getMyReview(productId: string, userId: string) {
  return db.review.findUnique({
    where: { productId_userId: { productId, userId } },
    select: { id: true, rating: true, text: true, editedAt: true, hiddenAt: true },
  });
}

export const isProduct = async (productId: string) =>
  Boolean(
    await db.article.findFirst({ where: { ...publishedItem, id: productId, type: "PRODUCT" }, select: { id: true } }),
  );

/**
 * Adds the member's review, or updates it if they already wrote one. The (productId, userId)
 * unique constraint decides: of two concurrent first submissions, one inserts and the other
 * becomes an update, so a member never has two reviews.
 */
export async function saveReview(
  userId: string,
  input: { productId: string; rating: number; text: string },
): Promise<"added" | "updated"> {
  const { productId, rating, text } = input;
  const update = () =>
    db.review.update({
      where: { productId_userId: { productId, userId } },
      data: { rating, text, editedAt: new Date() },
    });
  if (await getMyReview(productId, userId)) {
    await update();
    return "updated";
  }
  try {
    await db.review.create({ data: { productId, userId, rating, text } });
    return "added";
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    await update();
    return "updated";
  }
}

/** Deletes a review if `userId` wrote it; false otherwise. */
export async function deleteOwnReview(userId: string, reviewId: string): Promise<boolean> {
  const { count } = await db.review.deleteMany({ where: { id: reviewId, userId } });
  return count > 0;
}
