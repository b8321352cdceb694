import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { listLatest } from "@/lib/content/latest";
import type { ContentSummary } from "@/lib/content/lists";
import { summarySelect, toSummaries } from "@/lib/content/lists";
import type { Locale } from "@/lib/generated/prisma/enums";
import { publishedItem } from "@/lib/content/published";

/** Featured items published by a covidnet channel, and featured blog posts; newest first. */
export const listFeaturedPosts = cache(async (locale: Locale, limit: number): Promise<ContentSummary[]> => {
  const rows = await db.article.findMany({
    where: { ...publishedItem, featured: true, OR: [{ channelId: { not: null } }, { type: "BLOG" }] },
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
    take: limit,
    select: summarySelect,
  });
  return toSummaries(rows, locale);
});

/** The newest videos. */
export const listLatestVideos = (locale: Locale, limit: number) => listLatest({ locale, types: ["VIDEO"], limit });
