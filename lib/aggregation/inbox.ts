import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { FeedEntryState, Locale } from "@/lib/generated/prisma/enums";
import { routing } from "@/lib/i18n/routing";
import { publishEdition, storeMachineDraft } from "@/lib/newsroom/editions";
import { draftTranslation, translationService } from "@/lib/newsroom/machine-translation";
import { consume } from "@/lib/rate-limit";
import { reportError } from "@/lib/errors/report";
import type { InboxFilters } from "@/lib/validation/aggregation";
import { slugOf } from "./sources";

// The editors' inbox of aggregated entries: what the feeds brought, filtered by feed, language,
// topic and state; and the decisions on them. Accepting an entry makes a draft item of it in its own
// language (with machine-translated drafts of the other three when a translation service is set),
// publishing makes it a link item readers see at once; both credit the feed's source and link to
// the original. An item is never a third party's full text: its title, a short excerpt, the source
// and the link.

export const INBOX_PAGE_SIZE = 50;

/**
 * Machine translations are paid per call: at most this many entries a day get drafts in the other
 * languages (each costs up to four calls per language). The count is shown in the inbox.
 */
export const TRANSLATIONS_PER_DAY = 100;
const translationLimit = { name: "aggregation:translate", max: TRANSLATIONS_PER_DAY, windowSeconds: 86_400 };

export async function listEntries(filters: InboxFilters) {
  const where = {
    state: filters.state,
    ...(filters.feed ? { feedId: filters.feed } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.topic ? { topics: { has: filters.topic } } : {}),
  };
  const [total, entries] = await Promise.all([
    db.feedEntry.count({ where }),
    db.feedEntry.findMany({
      where,
      orderBy: [{ firstSeenAt: "desc" }, { id: "desc" }],
      skip: (filters.page - 1) * INBOX_PAGE_SIZE,
      take: INBOX_PAGE_SIZE,
      select: {
        id: true,
        title: true,
        summary: true,
        link: true,
        language: true,
        publishedAt: true,
        firstSeenAt: true,
        topics: true,
        relevance: true,
        state: true,
        groupId: true,
        alertLevel: true,
        articleId: true,
        feed: { select: { id: true, name: true, source: { select: { name: true } } } },
      },
    }),
  ]);
  // "Also reported by": the other feeds with an entry in the same group.
  const groups = [...new Set(entries.map((e) => e.groupId).filter((g): g is string => Boolean(g)))];
  const peers = groups.length
    ? await db.feedEntry.findMany({
        where: { groupId: { in: groups } },
        select: { id: true, groupId: true, feed: { select: { source: { select: { name: true } } } } },
      })
    : [];
  return {
    total,
    entries: entries.map((entry) => ({
      ...entry,
      alsoReportedBy: [
        ...new Set(
          peers
            .filter((p) => p.groupId === entry.groupId && p.id !== entry.id)
            .map((p) => p.feed.source.name)
            .filter((name) => name !== entry.feed.source.name),
        ),
      ],
    })),
  };
}

export type InboxEntry = Awaited<ReturnType<typeof listEntries>>["entries"][number];

/** The feeds and topics the inbox's filters offer, and how many entries wait in each state. */
export async function inboxFacets() {
  const [feeds, states, topics] = await Promise.all([
    db.feed.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
    db.feedEntry.groupBy({ by: ["state"], _count: { _all: true } }),
    db.$queryRaw<Array<{ topic: string }>>`
      SELECT DISTINCT unnest(topics) AS topic FROM "FeedEntry" WHERE state = 'NEW' ORDER BY 1 LIMIT 100`,
  ]);
  const counts = Object.fromEntries(states.map((s) => [s.state, s._count._all])) as Partial<
    Record<FeedEntryState, number>
  >;
  return { feeds, counts, topics: topics.map((t) => t.topic) };
}

/** How many entries got machine-translated drafts in the current day's window. */
export async function translationsToday(): Promise<number> {
  const windowMs = translationLimit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const row = await db.rateLimit.findUnique({
    where: { key_windowStart: { key: `${translationLimit.name}:site`, windowStart } },
    select: { count: true },
  });
  return Math.min(row?.count ?? 0, TRANSLATIONS_PER_DAY);
}

export type ItemFromEntry =
  | { ok: true; articleId: string; translated: number }
  | { ok: false; error: "notFound" | "languageUnknown" | "noCategory" | "decided" };

/**
 * Makes an item of an entry, once (again: the same item). In the entry's language, credited to the
 * feed's source, linking to the original; the feed's type, category and tags plus the entry's
 * topics. `publish`: readers see it at once (a link item); otherwise it is a draft, and the other
 * languages get machine-translated drafts when a service is configured and today's cap allows.
 */
export async function itemFromEntry(
  entryId: string,
  { publish, userId }: { publish: boolean; userId: string | null },
): Promise<ItemFromEntry> {
  const made = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`feed-entry:${entryId}`}))`;
    const entry = await tx.feedEntry.findUnique({
      where: { id: entryId },
      include: { feed: { include: { tags: true } } },
    });
    if (!entry) return { ok: false as const, error: "notFound" as const };
    if (entry.articleId) return { ok: true as const, articleId: entry.articleId, locale: null, fresh: false };
    if (entry.state === "DUPLICATE" || entry.state === "REJECTED")
      return { ok: false as const, error: "decided" as const };
    // An entry in a language the site does not publish (or not known) needs an editor's choice first.
    if (!entry.language) return { ok: false as const, error: "languageUnknown" as const };
    const { feed } = entry;
    const category =
      (feed.categoryId && { id: feed.categoryId }) ||
      (await tx.category.findFirst({
        where: { type: feed.contentType },
        orderBy: { position: "asc" },
        select: { id: true },
      }));
    if (!category) return { ok: false as const, error: "noCategory" as const };
    const topicTags = await Promise.all(
      entry.topics.map((slug) =>
        tx.tag.upsert({ where: { slug }, create: { slug }, update: {}, select: { id: true } }),
      ),
    );
    const tagIds = [...new Set([...feed.tags.map((t) => t.tagId), ...topicTags.map((t) => t.id)])];
    const text = { title: entry.title, summary: entry.summary || entry.title, body: "", seoDescription: null };
    const article = await tx.article.create({
      data: {
        type: feed.contentType,
        slug: `${slugOf(entry.title).slice(0, 70).replace(/-+$/, "")}-${randomBytes(3).toString("hex")}`,
        categoryId: category.id,
        originalLocale: entry.language,
        sourceId: feed.sourceId,
        channelId: feed.channelId,
        externalUrl: entry.link,
        siteEditedAt: new Date(),
        alertLevel: feed.contentType === "PUBLIC_HEALTH" ? entry.alertLevel : null,
        ...(entry.youtubeVideoId ? { videoProvider: "youtube", videoId: entry.youtubeVideoId } : {}),
        tags: { create: tagIds.map((tagId) => ({ tagId })) },
        drafts: { create: { locale: entry.language, ...text, updatedById: userId } },
        revisions: { create: { locale: entry.language, data: text, action: "create", authorId: userId } },
      },
      select: { id: true },
    });
    await tx.feedEntry.update({
      where: { id: entryId },
      data: { state: "ACCEPTED", articleId: article.id, decidedAt: new Date() },
    });
    return { ok: true as const, articleId: article.id, locale: entry.language, fresh: true };
  });
  if (!made.ok) return made;
  if (!made.fresh || !made.locale) return { ok: true, articleId: made.articleId, translated: 0 };
  if (publish) {
    await publishEdition(made.articleId, made.locale, { change: "substantive", correction: null, userId });
    return { ok: true, articleId: made.articleId, translated: 0 };
  }
  const translated = userId ? await machineDrafts(made.articleId, made.locale, userId) : 0;
  return { ok: true, articleId: made.articleId, translated };
}

/** Drafts of the other languages from the machine, within today's cap; failures leave them empty. */
async function machineDrafts(articleId: string, source: Locale, userId: string): Promise<number> {
  const targets = routing.locales.filter((l) => l !== source);
  if (!targets.some((target) => translationService(source, target))) return 0;
  const { allowed } = await consume([{ ...translationLimit, subject: "site" }]);
  if (!allowed) return 0;
  const draft = await db.articleDraft.findUnique({
    where: { articleId_locale: { articleId, locale: source } },
    select: { title: true, summary: true, body: true, seoDescription: true },
  });
  if (!draft) return 0;
  let done = 0;
  for (const target of targets) {
    const translate = translationService(source, target);
    if (!translate) continue;
    try {
      const stored = await storeMachineDraft(articleId, target, await draftTranslation(draft, translate), userId);
      if (stored.ok) done++;
    } catch (error) {
      reportError(error, { where: "aggregation machine draft" });
    }
  }
  return done;
}

export type Decision = "accept" | "publish" | "reject" | "duplicate" | "restore";

export type DecisionResult = { done: number; refused: Array<{ id: string; error: string }>; articleIds: string[] };

/** One decision on several entries (a page of the inbox at most); each entry is decided on its own. */
export async function decideEntries(ids: string[], decision: Decision, userId: string): Promise<DecisionResult> {
  const result: DecisionResult = { done: 0, refused: [], articleIds: [] };
  if (decision === "reject" || decision === "duplicate" || decision === "restore") {
    const state: FeedEntryState = decision === "reject" ? "REJECTED" : decision === "duplicate" ? "DUPLICATE" : "NEW";
    // Only entries not made into items: an accepted entry is the item's business now.
    const { count } = await db.feedEntry.updateMany({
      where: { id: { in: ids }, articleId: null },
      data: { state, decidedAt: decision === "restore" ? null : new Date() },
    });
    result.done = count;
    return result;
  }
  for (const id of ids) {
    const made = await itemFromEntry(id, { publish: decision === "publish", userId });
    if (made.ok) {
      result.done++;
      result.articleIds.push(made.articleId);
    } else result.refused.push({ id, error: made.error });
  }
  return result;
}
