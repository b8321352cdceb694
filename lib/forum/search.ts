import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/routing";
import { anyQuery, buildQueries, ownQuery } from "@/lib/search/sql";
import type { ForumCategory } from "@/lib/validation/forum";

export const SEARCH_PAGE_SIZE = 20;

export type ForumHit = {
  id: string;
  title: string;
  category: ForumCategory;
  topic: string | null;
  locale: Locale;
  publishedAt: Date;
  username: string | null;
  comments: number;
};

/**
 * Full-text search of visible posts. Each post is matched with its own language's stemming
 * (search_query() per language, as for articles); posts in the reader's language rank first.
 */
export async function searchPosts(
  locale: Locale,
  q: string,
  page: number,
): Promise<{ total: number; hits: ForumHit[] }> {
  const text = q.trim();
  if (!text) return { total: 0, hits: [] };
  const queries = await buildQueries(db, text);
  const any = anyQuery(queries);
  if (!any) return { total: 0, hits: [] };
  // The alias is `t` because ownQuery() picks the query by `t.locale`.
  const where = Prisma.sql`t."hiddenAt" IS NULL AND t."searchVector" @@ ${any}::tsquery AND t."searchVector" @@ ${ownQuery(queries)}`;
  const [{ total }] = await db.$queryRaw<
    [{ total: number }]
  >`SELECT count(*)::int AS total FROM "ForumPost" t WHERE ${where}`;
  if (!total) return { total: 0, hits: [] };
  const hits = await db.$queryRaw<ForumHit[]>`
    SELECT t.id, t.title, t.category::text AS category, t.topic, t.locale::text AS locale, t."publishedAt", u.username,
           (SELECT count(*)::int FROM "ForumComment" c WHERE c."postId" = t.id AND c."hiddenAt" IS NULL) AS comments
    FROM "ForumPost" t JOIN "User" u ON u.id = t."authorId"
    WHERE ${where}
    ORDER BY (t.locale = ${locale}::"Locale") DESC, ts_rank(t."searchVector", ${ownQuery(queries)}) DESC, t."publishedAt" DESC
    OFFSET ${(page - 1) * SEARCH_PAGE_SIZE} LIMIT ${SEARCH_PAGE_SIZE}`;
  return { total, hits };
}
