import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { db } from "@/lib/db";
import { revive, summarySelect, toSummaries, type ContentSummary } from "./lists";
import type { ContentType, Locale } from "@/lib/generated/prisma/enums";
import { publishedItem } from "@/lib/content/published";
import { contentTag } from "@/lib/cache-tags";

type Options = { locale: Locale; types: ContentType[]; limit: number; upcoming?: boolean };

/**
 * The newest items of some types (or the next upcoming events), in the reader's language. Kept in the
 * shared data cache (tag `content`, which every publication expires; at most 10 minutes, as the home
 * page, so an event that has begun leaves "upcoming" within that): a member's home page renders per
 * request, and the six lists of 100,000 items cost it about 25 ms of PostgreSQL each time otherwise.
 */
export const listLatest = cache(async (options: Options): Promise<ContentSummary[]> => {
  const { locale, types, limit, upcoming = false } = options;
  const items = await cachedLatest(locale, [...types].sort(), limit, upcoming);
  return items.map(revive);
});

/** The query behind listLatest, uncached (tests/integration/newsroom.test.ts reads it directly). */
export async function findLatest({ locale, types, limit, upcoming = false }: Options): Promise<ContentSummary[]> {
  const rows = await db.article.findMany({
    where: { ...publishedItem, type: { in: types }, ...(upcoming ? { startsAt: { gte: new Date() } } : {}) },
    orderBy: upcoming ? { startsAt: "asc" } : { publishedAt: "desc" },
    take: limit,
    select: summarySelect,
  });
  return toSummaries(rows, locale);
}

const cachedLatest = unstable_cache(
  (locale: Locale, types: ContentType[], limit: number, upcoming: boolean) =>
    findLatest({ locale, types, limit, upcoming }),
  ["latest"],
  { tags: [contentTag], revalidate: 600 },
);
