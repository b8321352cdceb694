import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { summarySelect, toSummaries, type ContentSummary } from "@/lib/content/lists";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/generated/prisma/enums";
import { publishedItem } from "@/lib/content/published";
import { contentTag } from "@/lib/cache-tags";

export type Tag = { id: string; slug: string; name: string };

/** A tag with its name in the reader's language (else English); null for an unknown slug. */
export const getTag = cache(async (slug: string, locale: Locale): Promise<Tag | null> => {
  const tag = await db.tag.findUnique({
    where: { slug },
    select: {
      id: true,
      slug: true,
      translations: { where: { locale: { in: [locale, "en"] } }, select: { locale: true, name: true } },
    },
  });
  if (!tag) return null;
  const name = (tag.translations.find((t) => t.locale === locale) ?? tag.translations[0])?.name ?? tag.slug;
  return { id: tag.id, slug: tag.slug, name };
});

const cachedTagPage = unstable_cache(
  async (tagId: string, locale: Locale, page: number, pageSize: number) => {
    const where = { ...publishedItem, tags: { some: { tagId } } };
    const [total, rows] = await Promise.all([
      db.article.count({ where }),
      db.article.findMany({
        where,
        orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
        skip: (page - 1) * pageSize,
        take: pageSize,
        select: summarySelect,
      }),
    ]);
    return { total, items: toSummaries(rows, locale) };
  },
  ["tag-page"],
  { tags: [contentTag], revalidate: 3600 },
);

/** One page of a tag's items, newest first, and how many it has; cached until content changes. */
export async function listTagPage(
  tagId: string,
  locale: Locale,
  page: number,
  pageSize: number,
): Promise<{ total: number; items: ContentSummary[] }> {
  const { total, items } = await cachedTagPage(tagId, locale, page, pageSize);
  // unstable_cache stores JSON: dates come back as strings.
  return {
    total,
    items: items.map((i) => ({
      ...i,
      publishedAt: new Date(i.publishedAt),
      startsAt: i.startsAt ? new Date(i.startsAt) : null,
    })),
  };
}
