import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { slugOf } from "./sources";
import { IMPORT_TRANSACTION } from "./store";

/** Why an entry was not published: the inbox shows it (the entry stays NEW). */
export type PublishRefusal = "notFound" | "notNew" | "noLanguage" | "noCategory" | "alertCap" | "alertsOff";

export type PublishEntryResult = { ok: true; articleId: string } | { ok: false; reason: PublishRefusal };

// One slug maker for sources and items (lib/aggregation/sources.ts): ASCII, as the newsroom's address rule wants.
export { slugOf };

/** Alert-level items the feed published in the last 24 hours (its cap counts them). */
async function alertsToday(tx: Prisma.TransactionClient, feedId: string, now: Date): Promise<number> {
  return tx.feedEntry.count({
    where: {
      feedId,
      state: "ACCEPTED",
      decidedAt: { gt: new Date(now.getTime() - 24 * 3600_000) },
      article: { alertLevel: { not: null } },
    },
  });
}

/**
 * Publishes an entry at once as a link item: a published item (not example content) of the feed's
 * type, category and tags plus the entry's topics that are tags, in the entry's language, credited
 * to the feed's source, with the original link (`externalUrl`), the entry's title and summary, no
 * body of a third party's text. The item's publishedAt is now (when the site published it: lists
 * and alerts go by it); the publisher's own date stays on the entry (`FeedEntry.publishedAt`). An alert-level entry counts against the feed's daily
 * cap and is held for an editor when alerts are off or the cap is reached. Used for trusted feeds
 * by the poller; the inbox can call it for "publish now". Once only: the entry becomes ACCEPTED.
 */
export async function publishEntry(entryId: string, userId: string | null = null): Promise<PublishEntryResult> {
  const now = new Date();
  const result = await db.$transaction(async (tx): Promise<PublishEntryResult> => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`feed-entry:${entryId}`}))`;
    const entry = await tx.feedEntry.findUnique({
      where: { id: entryId },
      include: { feed: { include: { tags: { select: { tagId: true } } } } },
    });
    if (!entry) return { ok: false, reason: "notFound" };
    if (entry.state !== "NEW" || entry.articleId) return { ok: false, reason: "notNew" };
    if (!entry.language) return { ok: false, reason: "noLanguage" };
    const { feed } = entry;
    const category = feed.categoryId
      ? await tx.category.findFirst({ where: { id: feed.categoryId, type: feed.contentType }, select: { id: true } })
      : null;
    if (!category) return { ok: false, reason: "noCategory" };
    if (entry.alertLevel) {
      if (feed.alertsOff) return { ok: false, reason: "alertsOff" };
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`feed-alerts:${feed.id}`}))`;
      if ((await alertsToday(tx, feed.id, now)) >= feed.alertsPerDay) return { ok: false, reason: "alertCap" };
    }
    const topicTags = entry.topics.length
      ? await tx.tag.findMany({ where: { slug: { in: entry.topics } }, select: { id: true } })
      : [];
    const tagIds = [...new Set([...feed.tags.map((t) => t.tagId), ...topicTags.map((t) => t.id)])];
    const text = { title: entry.title, summary: entry.summary || entry.title, body: "" };
    const article = await tx.article.create({
      data: {
        type: feed.contentType,
        slug: `${slugOf(entry.title)}-${randomBytes(3).toString("hex")}`,
        categoryId: category.id,
        originalLocale: entry.language,
        sourceId: feed.sourceId,
        channelId: feed.channelId,
        isExample: false,
        externalUrl: entry.link,
        publishedAt: now,
        alertLevel: entry.alertLevel,
        siteEditedAt: now,
        ...(entry.youtubeVideoId ? { videoProvider: "youtube", videoId: entry.youtubeVideoId } : {}),
        translations: { create: { locale: entry.language, ...text } },
        drafts: { create: { locale: entry.language, status: "PUBLISHED", ...text, updatedById: userId } },
        revisions: { create: { locale: entry.language, data: text, action: "aggregate", authorId: userId } },
        tags: { create: tagIds.map((tagId) => ({ tagId })) },
      },
      select: { id: true },
    });
    await tx.feedEntry.update({
      where: { id: entry.id },
      data: { state: "ACCEPTED", articleId: article.id, decidedAt: now },
    });
    return { ok: true, articleId: article.id };
  }, IMPORT_TRANSACTION); // the poller publishes a trusted feed's entries at the worker's low CPU weight
  if (result.ok) await afterPublication(result.articleId);
  return result;
}

async function afterPublication(articleId: string): Promise<void> {
  try {
    const { expireItem } = await import("@/lib/newsroom/revalidate");
    await expireItem(articleId);
    const { notifyPublished } = await import("@/lib/subscriptions/publish");
    await notifyPublished(articleId);
  } catch (error) {
    // The item stands; the subscription scan (every minute) queues what this could not.
    (await import("@/lib/errors/report")).reportError(error, { where: "aggregation publish" });
  }
}

/** A trusted feed publishes by itself only entries of the last days: a back catalogue waits for review. */
export const TRUSTED_MAX_AGE_DAYS = 3;

/** Publishes a trusted feed's new, recent entries (the poller's onCreated); the others wait for review. */
export async function publishTrusted(feedId: string, entryIds: string[]): Promise<number> {
  const feed = await db.feed.findUnique({ where: { id: feedId }, select: { trusted: true } });
  if (!feed?.trusted) return 0;
  const since = new Date(Date.now() - TRUSTED_MAX_AGE_DAYS * 24 * 3600_000);
  const entries = await db.feedEntry.findMany({
    where: { id: { in: entryIds }, state: "NEW", OR: [{ publishedAt: { gte: since } }, { publishedAt: null }] },
    orderBy: [{ publishedAt: "asc" }, { firstSeenAt: "asc" }],
    select: { id: true },
  });
  let published = 0;
  for (const { id } of entries) if ((await publishEntry(id)).ok) published++;
  return published;
}
