import "server-only";
import { createHash } from "node:crypto";
import { typeSegments } from "@/config/content-types";
import { pageUrl as siteUrl } from "./urls";
import { db } from "@/lib/db";
import { siteOrigin } from "@/lib/env";
import type { AlertLevel, Locale } from "@/lib/generated/prisma/enums";
import { itemsMail, type MailItem } from "./mails";
import { signSubscriptionToken } from "./tokens";

// "At once" mail of the subscriptions: an alert or advisory of the public health watch goes to the
// confirmed "at once" subscribers of its type or one of its tags as soon as it is published, one
// mail per address and item. Queueing is idempotent: every mail is an OutgoingMail row whose
// dedupeKey ("item:<article>:<address>") is unique, inserted with ON CONFLICT DO NOTHING, so two
// runs at once, or a run started again after a crash, queue nothing twice and lose nothing.

export const atOnceLevels: AlertLevel[] = ["ALERT", "ADVISORY"];
/** An item not yet in a subscriber's language reaches them in its original language after this. */
export const otherLanguageDelayMs = 6 * 3_600_000;
/** How far back the scan looks for published alerts (a translation published later still counts). */
const scanWindowMs = 7 * 86_400_000;
const batchSize = 500;

type Article = NonNullable<Awaited<ReturnType<typeof loadArticle>>>;

const loadArticle = (id: string) =>
  db.article.findUnique({
    where: { id },
    include: {
      category: { select: { slug: true } },
      translations: { select: { locale: true, title: true, summary: true } },
      tags: { select: { tag: { select: { slug: true } } } },
    },
  });

/** The text a subscriber in `locale` gets now: theirs, or the original once 6 hours have passed; null to wait. */
export function textFor(
  article: Pick<Article, "translations" | "originalLocale" | "publishedAt">,
  locale: Locale,
  now: Date,
) {
  const own = article.translations.find((t) => t.locale === locale);
  if (own) return own;
  if (now.getTime() - article.publishedAt.getTime() < otherLanguageDelayMs) return null;
  return article.translations.find((t) => t.locale === article.originalLocale) ?? article.translations[0] ?? null;
}

/** An item as a mail shows it: what a visitor may see (title, lead, level, link), never the body. */
export function mailItem(
  article: Article,
  text: { locale: Locale; title: string; summary: string },
  readerLocale: Locale,
): MailItem {
  return {
    title: text.title,
    summary: text.summary,
    textLocale: text.locale,
    level: article.alertLevel,
    membersOnly: article.accessLevel !== "FREE",
    isExample: article.isExample,
    publishedAt: article.publishedAt,
    url: siteUrl(readerLocale, `/${typeSegments[article.type]}/${article.category.slug}/${article.slug}`),
  };
}

/** A Message-ID that is the same every time this mail is (re)sent. */
export function messageIdFor(dedupeKey: string): string {
  const host = new URL(siteOrigin()).hostname || "localhost";
  return `<${createHash("sha256").update(dedupeKey).digest("hex").slice(0, 32)}@${host}>`;
}

/** The List-Unsubscribe headers (RFC 2369 and RFC 8058) of a mail sent for `subscriptionId`. */
export function unsubscribeHeaders(email: string, subscriptionId: string): Record<string, string> {
  const token = signSubscriptionToken("manage", email);
  const url = `${siteOrigin()}/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}&id=${encodeURIComponent(subscriptionId)}`;
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export type QueueOptions = {
  now?: Date;
  /** Called after each batch is queued (tests stop a run there, as a crash would). */
  afterBatch?: (queued: number) => void | Promise<void>;
};

/**
 * Queues the "at once" mail of one published item for every matching subscriber who can have it
 * now (see textFor); returns how many rows were inserted (0 for what was already queued).
 */
export async function queueAlertsFor(articleId: string, options: QueueOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const article = await loadArticle(articleId);
  if (!article?.alertLevel || !atOnceLevels.includes(article.alertLevel) || article.publishedAt > now) return 0;
  const tags = article.tags.map((t) => t.tag.slug);
  let queued = 0;
  let after = "";
  for (;;) {
    // Subscribers who confirmed before the item was published, by address, in pages.
    const rows = await db.subscription.findMany({
      where: {
        rhythm: "AT_ONCE",
        confirmedAt: { not: null, lte: article.publishedAt },
        email: { gt: after },
        OR: [
          { topic: "TYPE", topicKey: article.type },
          ...(tags.length ? [{ topic: "TAG" as const, topicKey: { in: tags } }] : []),
        ],
      },
      orderBy: [{ email: "asc" }, { createdAt: "asc" }],
      take: batchSize,
    });
    if (!rows.length) break;
    // One mail per address: its oldest matching subscription decides the language. A page may
    // end inside an address's rows; the next page starts after that address.
    const last = rows.length === batchSize ? rows[rows.length - 1]!.email : null;
    const byEmail = new Map<string, (typeof rows)[number]>();
    for (const row of rows) if (row.email !== last && !byEmail.has(row.email)) byEmail.set(row.email, row);
    if (last && byEmail.size === 0) throw new Error(`more than ${batchSize} subscriptions of one address`);
    const data = [...byEmail.values()].flatMap((sub) => {
      const text = textFor(article, sub.locale, now);
      if (!text) return [];
      const dedupeKey = `item:${article.id}:${sub.email}`;
      const mail = itemsMail(sub.locale, "alert", [mailItem(article, text, sub.locale)], sub.email);
      return [
        {
          to: sub.email,
          ...mail,
          dedupeKey,
          messageId: messageIdFor(dedupeKey),
          headers: unsubscribeHeaders(sub.email, sub.id),
        },
      ];
    });
    if (data.length) queued += (await db.outgoingMail.createMany({ data, skipDuplicates: true })).count;
    await options.afterBatch?.(queued);
    after = last ? rows.filter((r) => r.email !== last).at(-1)!.email : rows[rows.length - 1]!.email;
    if (!last) break;
  }
  return queued;
}

/**
 * Queues the "at once" mail of every alert and advisory published in the last week (the scan job,
 * every minute): items published by the seed or an import, translations that arrived, and
 * subscribers whose 6 hours have passed. What was queued before is skipped by its key.
 */
export async function scanPublished(now = new Date()): Promise<number> {
  const items = await db.article.findMany({
    where: { alertLevel: { in: atOnceLevels }, publishedAt: { lte: now, gt: new Date(now.getTime() - scanWindowMs) } },
    select: { id: true },
  });
  let queued = 0;
  for (const { id } of items) queued += await queueAlertsFor(id, { now });
  return queued;
}
