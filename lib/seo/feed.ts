import "server-only";
import { unstable_cache } from "next/cache";
import { pickText } from "@/lib/content/text";
import { db } from "@/lib/db";
import type { AlertLevel, ContentType, Locale } from "@/lib/generated/prisma/enums";
import { articlePath } from "./urls";
import { publishedItem } from "@/lib/content/published";
import { contentTag } from "@/lib/cache-tags";

/** An item as a feed shows it: the title and summary only, never the body. Dates are ISO strings. */
export type FeedItem = {
  type: ContentType;
  path: string;
  title: string;
  summary: string;
  // The feed's language, or the original one when the item is not translated yet.
  textLocale: Locale;
  locked: boolean;
  isExample: boolean;
  // A public health watch item's level (after CDC's HAN), if it has one.
  alertLevel: AlertLevel | null;
  category: string;
  publishedAt: string;
  updatedAt: string;
};

export const FEED_SIZE = 50;

/** What a feed follows: the whole site, one content type, or one tag. */
export type FeedTopic = { kind: "all" } | { kind: "type"; type: ContentType } | { kind: "tag"; slug: string };

const topicWhere = (topic: FeedTopic) =>
  topic.kind === "type"
    ? { type: topic.type }
    : topic.kind === "tag"
      ? { tags: { some: { tag: { slug: topic.slug } } } }
      : {};

/** The newest items of the topic (every type by default), in `locale` where translated. */
export async function listFeedItems(
  locale: Locale,
  limit = FEED_SIZE,
  topic: FeedTopic = { kind: "all" },
): Promise<FeedItem[]> {
  const rows = await db.article.findMany({
    where: { ...publishedItem, ...topicWhere(topic) },
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
    take: limit,
    select: {
      type: true,
      slug: true,
      accessLevel: true,
      isExample: true,
      alertLevel: true,
      originalLocale: true,
      publishedAt: true,
      updatedAt: true,
      category: { select: { slug: true, translations: { select: { locale: true, name: true } } } },
      // The body is not selected: a feed carries summaries only, whatever the access level.
      translations: { select: { locale: true, title: true, summary: true } },
    },
  });
  return rows.flatMap((row) => {
    const text = pickText(row.translations, locale, row.originalLocale);
    if (!text) return [];
    return [
      {
        type: row.type,
        path: articlePath(row.type, row.category.slug, row.slug),
        title: text.title,
        summary: text.summary,
        textLocale: text.locale,
        locked: row.accessLevel !== "FREE",
        isExample: row.isExample,
        alertLevel: row.alertLevel,
        category: pickText(row.category.translations, locale, row.originalLocale)?.name ?? row.category.slug,
        publishedAt: row.publishedAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}

/** The same items, cached for an hour and dropped when content changes (the `content` tag). */
export const cachedFeedItems = unstable_cache(listFeedItems, ["feed-items"], { tags: [contentTag], revalidate: 3600 });
