import "server-only";
import { unstable_cache } from "next/cache";
import { typeSegments } from "@/config/content-types";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ContentType, Locale } from "@/lib/generated/prisma/enums";
import type { SitemapSource } from "./sitemap";
import type { SitemapPage } from "./sitemap-xml";
import { articlePath, fixedPaths } from "./urls";
import { publishedItem } from "@/lib/content/published";
import { contentTag } from "@/lib/cache-tags";

// An article is listed when its original text is published, in the languages it is published in
// (the others fall back to the original, whose page is their canonical address).
// Examples (docs/content.md) are left out: a search engine must not list invented items.
const listed = Prisma.sql`NOT a."isExample" AND EXISTS (SELECT 1 FROM "ArticleTranslation" t WHERE t."articleId" = a.id AND t.locale = a."originalLocale")`;
// A tag's page is listed when it shows at least one real item.
const tagListed = { articles: { some: { article: { isExample: false, ...publishedItem } } } };

// The public pages in one stable order: fixed pages, then tags (by slug), then articles (by id).
// Callers read a slice at a time, so no request loads the whole catalogue.

/** How many pages the sitemap lists (each once, in every language). */
export async function countSitemapPages(): Promise<number> {
  const [tags, [articles]] = await Promise.all([
    db.tag.count({ where: tagListed }),
    db.$queryRaw<[{ count: number }]>`SELECT count(*)::int AS count FROM "Article" a WHERE ${listed}`,
  ]);
  return fixedPaths.length + tags + articles.count;
}

/** Pages `offset` to `offset + limit` of the sitemap's order. */
export async function listSitemapPages(offset: number, limit: number): Promise<SitemapPage[]> {
  const fixed = offset < fixedPaths.length ? await listFixedPages(offset, limit) : [];
  let skip = Math.max(0, offset - fixedPaths.length);
  let take = limit - fixed.length;
  const tagCount = take > 0 ? await db.tag.count({ where: tagListed }) : 0;
  const tags = take > 0 && skip < tagCount ? await listTagPages(skip, take) : [];
  skip = Math.max(0, skip - tagCount);
  take -= tags.length;
  const articles = take > 0 ? await listArticlePages(skip, take) : [];
  return [...fixed, ...tags, ...articles];
}

async function listFixedPages(offset: number, limit: number): Promise<SitemapPage[]> {
  // A list page changes when an item of its type does; the home page when any item does.
  const latest = await db.article.groupBy({ by: ["type"], where: publishedItem, _max: { updatedAt: true } });
  const byPath = new Map(latest.map((row) => [`/${typeSegments[row.type]}`, row._max.updatedAt]));
  const newest = latest
    .map((row) => row._max.updatedAt)
    .filter((d) => d !== null)
    .sort((a, b) => +b - +a)[0];
  return fixedPaths.slice(offset, offset + limit).map((path) => {
    const date = path === "/" ? newest : byPath.get(path);
    return date ? { path, lastModified: date.toISOString() } : { path };
  });
}

async function listTagPages(skip: number, take: number): Promise<SitemapPage[]> {
  const rows = await db.$queryRaw<{ slug: string; lastModified: Date }[]>`
    SELECT t.slug, MAX(a."updatedAt") AS "lastModified"
    FROM "Tag" t JOIN "ArticleTag" at ON at."tagId" = t.id JOIN "Article" a ON a.id = at."articleId"
    WHERE NOT a."isExample" AND EXISTS (SELECT 1 FROM "ArticleTranslation" t WHERE t."articleId" = a.id)
    GROUP BY t.slug ORDER BY t.slug OFFSET ${skip} LIMIT ${take}`;
  return rows.map((row) => ({ path: `/tag/${row.slug}`, lastModified: row.lastModified.toISOString() }));
}

async function listArticlePages(skip: number, take: number): Promise<SitemapPage[]> {
  const rows = await db.$queryRaw<
    { type: ContentType; category: string; slug: string; updatedAt: Date; locales: Locale[] }[]
  >`
    SELECT a.type, c.slug AS category, a.slug, a."updatedAt",
      ARRAY(SELECT t.locale::text FROM "ArticleTranslation" t WHERE t."articleId" = a.id) AS locales
    FROM "Article" a JOIN "Category" c ON c.id = a."categoryId"
    WHERE ${listed} ORDER BY a.id OFFSET ${skip} LIMIT ${take}`;
  // Only the languages readers have the text in (the others show the original and point to it).
  return rows.map((row) => ({
    path: articlePath(row.type, row.category, row.slug),
    lastModified: row.updatedAt.toISOString(),
    locales: row.locales,
  }));
}

const options = { tags: [contentTag], revalidate: 3600 };

/** The same pages, cached for an hour and dropped when content changes (the `content` tag). */
export const cachedSitemapSource: SitemapSource = {
  count: unstable_cache(countSitemapPages, ["sitemap-count"], options),
  list: unstable_cache(listSitemapPages, ["sitemap-pages"], options),
};
