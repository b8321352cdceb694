import "server-only";
import { db } from "@/lib/db";
import { expireTags } from "@/lib/cache/expire";
import { contentTag, itemTags, type ItemAddress } from "@/lib/cache-tags";
import { canonicalLink } from "./clean";

// A publisher's takedown request. The items made of the link are deleted (their translations,
// drafts, revisions and members' bookmarks go with them: a bookmark to a removed item is simply
// gone), every feed's entry of the link is deleted (no third party's title or excerpt stays), and
// the link's canonical form goes on a block list that the store step (store.ts) checks, so no later
// poll of any feed brings it back. The removed item's address is kept with the block: its page
// answers 404 with a note that the item was removed at the publisher's request. Lifting a block
// lets the link be imported again; the removed item stays removed.

/** The canonical links among `canonicalUrls` that are blocked (store.ts skips their entries). */
export async function blockedLinks(canonicalUrls: string[]): Promise<Set<string>> {
  if (canonicalUrls.length === 0) return new Set();
  const rows = await db.blockedLink.findMany({
    where: { canonicalUrl: { in: canonicalUrls }, liftedAt: null },
    select: { canonicalUrl: true },
  });
  return new Set(rows.map((r) => r.canonicalUrl));
}

/** Whether a link (as a feed gives it, or canonical) is blocked. */
export async function isBlockedLink(link: string): Promise<boolean> {
  return (await blockedLinks([canonicalLink(link)])).size > 0;
}

/** The entries to store: those whose link is not blocked (one query for a feed's entries). */
export async function withoutBlocked<T extends { canonicalUrl: string }>(entries: T[]): Promise<T[]> {
  const blocked = await blockedLinks(entries.map((e) => e.canonicalUrl));
  return blocked.size ? entries.filter((e) => !blocked.has(e.canonicalUrl)) : entries;
}

export type TakedownTarget = { entryId: string } | { articleId: string };

export type TakedownResult =
  | { ok: true; id: string; canonicalUrl: string; removedItems: number; removedEntries: number }
  | { ok: false; error: "notFound" | "noLink" };

/**
 * Takes down the link of an inbox entry, or of an item with an original link: deletes the items
 * made of it and every feed's entries of it, and blocks it (again, if a block was lifted), saying
 * who and when. The pages that showed the items are expired at once.
 */
export async function takeDown(
  target: TakedownTarget,
  request: { reason: string; requester: string | null },
  userId: string,
): Promise<TakedownResult> {
  const found = await linkOf(target);
  if (!found.ok) return found;
  const { canonicalUrl, title } = found;
  const done = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`takedown:${canonicalUrl}`}))`;
    const entries = await tx.feedEntry.findMany({
      where: { canonicalUrl },
      select: { id: true, articleId: true },
    });
    const articleIds = [
      ...new Set([
        ...entries.map((e) => e.articleId).filter((id): id is string => Boolean(id)),
        ...("articleId" in target ? [target.articleId] : []),
      ]),
    ];
    const articles = await tx.article.findMany({
      where: { id: { in: articleIds } },
      orderBy: { publishedAt: "asc" },
      select: { id: true, type: true, slug: true, category: { select: { slug: true } } },
    });
    const addresses: ItemAddress[] = articles.map((a) => ({ type: a.type, category: a.category.slug, slug: a.slug }));
    // The first item's address says "removed" to readers who follow an old link or a bookmark.
    const shown = addresses[0];
    const record = {
      title,
      reason: request.reason,
      requester: request.requester,
      blockedById: userId,
      blockedAt: new Date(),
      liftedById: null,
      liftedAt: null,
      ...(shown ? { itemType: shown.type, itemCategory: shown.category, itemSlug: shown.slug } : {}),
    };
    const block = await tx.blockedLink.upsert({
      where: { canonicalUrl },
      create: { canonicalUrl, ...record },
      update: record,
      select: { id: true },
    });
    const removedEntries = (await tx.feedEntry.deleteMany({ where: { canonicalUrl } })).count;
    const removedItems = (await tx.article.deleteMany({ where: { id: { in: articles.map((a) => a.id) } } })).count;
    return { id: block.id, addresses, removedItems, removedEntries };
  });
  // The items are gone: their own pages, lists, search, feeds and the sitemap are expired by address.
  await expireTags([...new Set([contentTag, ...done.addresses.flatMap(itemTags)])]);
  return {
    ok: true,
    id: done.id,
    canonicalUrl,
    removedItems: done.removedItems,
    removedEntries: done.removedEntries,
  };
}

async function linkOf(
  target: TakedownTarget,
): Promise<{ ok: true; canonicalUrl: string; title: string } | { ok: false; error: "notFound" | "noLink" }> {
  if ("entryId" in target) {
    const entry = await db.feedEntry.findUnique({
      where: { id: target.entryId },
      select: { canonicalUrl: true, title: true },
    });
    return entry ? { ok: true, ...entry } : { ok: false, error: "notFound" };
  }
  const article = await db.article.findUnique({
    where: { id: target.articleId },
    select: {
      externalUrl: true,
      originalLocale: true,
      translations: { select: { locale: true, title: true } },
      drafts: { select: { locale: true, title: true } },
    },
  });
  if (!article) return { ok: false, error: "notFound" };
  if (!article.externalUrl) return { ok: false, error: "noLink" };
  const original = (list: Array<{ locale: string; title: string }>) =>
    list.find((t) => t.locale === article.originalLocale)?.title ?? list[0]?.title;
  return {
    ok: true,
    canonicalUrl: canonicalLink(article.externalUrl),
    title: original(article.translations) ?? original(article.drafts) ?? "",
  };
}

/** Lifts a block: the link may be imported again. Who and when are kept. */
export async function liftBlock(id: string, userId: string): Promise<boolean> {
  const { count } = await db.blockedLink.updateMany({
    where: { id, liftedAt: null },
    data: { liftedAt: new Date(), liftedById: userId },
  });
  return count > 0;
}

export const BLOCK_LIST_SIZE = 200;

/** The block list for editors, newest first: standing blocks and lifted ones, with who and when. */
export async function listBlockedLinks() {
  return db.blockedLink.findMany({
    orderBy: [{ blockedAt: "desc" }, { id: "desc" }],
    take: BLOCK_LIST_SIZE,
    select: {
      id: true,
      canonicalUrl: true,
      title: true,
      reason: true,
      requester: true,
      blockedAt: true,
      liftedAt: true,
      blockedBy: { select: { name: true, username: true, email: true } },
      liftedBy: { select: { name: true, username: true, email: true } },
    },
  });
}

export type BlockedLinkRow = Awaited<ReturnType<typeof listBlockedLinks>>[number];

/** Whether the item at this address was taken down (its page says so in its 404). */
export async function takenDownAt(address: ItemAddress): Promise<Date | null> {
  const row = await db.blockedLink.findFirst({
    where: { itemType: address.type, itemCategory: address.category, itemSlug: address.slug },
    select: { blockedAt: true },
  });
  return row?.blockedAt ?? null;
}
