import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/generated/prisma/enums";
import { summarySelect, toSummaries } from "@/lib/content/lists";
import { publishedItem } from "@/lib/content/published";

// One bookmark per user per item is the table's primary key; adding twice is not an error.
export async function addBookmark(userId: string, articleId: string): Promise<boolean> {
  const article = await db.article.findFirst({ where: { ...publishedItem, id: articleId }, select: { id: true } });
  if (!article) return false;
  await db.bookmark.upsert({
    where: { userId_articleId: { userId, articleId } },
    create: { userId, articleId },
    update: {},
  });
  return true;
}

export async function removeBookmark(userId: string, articleId: string): Promise<void> {
  await db.bookmark.deleteMany({ where: { userId, articleId } });
}

export async function isBookmarked(userId: string, articleId: string): Promise<boolean> {
  return (await db.bookmark.count({ where: { userId, articleId } })) > 0;
}

export async function listBookmarks(userId: string, locale: Locale) {
  const rows = await db.bookmark.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: 500,
    include: { article: { select: summarySelect } },
  });
  // An item the newsroom unpublished has no text for anyone: the list says it is no longer available.
  return rows.map((row) => ({
    articleId: row.articleId,
    savedAt: row.createdAt,
    article: toSummaries([row.article], locale)[0] ?? null,
  }));
}
