import "server-only";
import { db } from "@/lib/db";
import type { Locale, SubscriptionRhythm } from "@/lib/generated/prisma/enums";
import { atOnceLevels, messageIdFor, otherLanguageDelayMs, unsubscribeHeaders } from "./alerts";
import { digestBatch } from "./digest-batch";
import { itemsMailFrame, manageUrl, type ItemsMailKind, type MailFrame, type MailItem } from "./mails";
import { subscribableTypes } from "./topics";
import { pageUrl } from "./urls";
import { editionTimeZones } from "./zones";
import { typeSegments } from "@/config/content-types";

// Digests of the subscriptions: at 07:00 in each edition's time zone, the subscribers of that edition get
// one mail per rhythm with what was published on their topics since the last one: daily (also the
// updates, information and unlevelled items of "at once" subscribers), weekly on Mondays, and the
// weekly newsletter of the whole site. An empty digest is not sent. Like alerts, every digest is
// one OutgoingMail row with a unique key ("digest:<kind>:<day>:<edition>:<address>"), so a run
// started twice, or again after a crash, queues nothing twice.

const defaultPageSize = 2000;
// Mails per INSERT: each statement carries the items' blocks once, then about 1 kB a mail
// (lib/subscriptions/digest-batch.ts); fewer, larger statements repeat the blocks less often.
const insertSize = 500;

/** The local date (YYYY-MM-DD), weekday (1 = Monday) and the instant of 07:00 that day in `timeZone`. */
export function localSeven(now: Date, timeZone: string): { day: string; weekday: number; at: Date } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday!) + 1;
  // 07:00 local as an instant: 07:00 UTC shifted by the zone's offset at that time.
  const guess = new Date(`${day}T07:00:00Z`);
  const offsetOf = (d: Date) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .formatToParts(d)
        .map((x) => [x.type, x.value]),
    );
    return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!) - d.getTime();
  };
  const at = new Date(guess.getTime() - offsetOf(guess));
  return { day, weekday, at: new Date(guess.getTime() - offsetOf(at)) };
}

type DigestItem = Awaited<ReturnType<typeof loadItems>>[number];

/** The items that became available in [from, to) to readers of `locale` (6-hour rule), newest first. */
async function loadItems(locale: Locale, from: Date, to: Date) {
  const rows = await db.article.findMany({
    where: {
      type: { in: [...subscribableTypes] },
      publishedAt: { gte: new Date(from.getTime() - otherLanguageDelayMs), lt: to },
    },
    include: {
      category: { select: { slug: true } },
      translations: { select: { locale: true, title: true, summary: true } },
      tags: { select: { tag: { select: { slug: true } } } },
    },
    orderBy: { publishedAt: "desc" },
  });
  return rows.flatMap((row) => {
    const own = row.translations.find((t) => t.locale === locale);
    const text = own ?? row.translations.find((t) => t.locale === row.originalLocale) ?? row.translations[0];
    if (!text) return [];
    const availableAt = own ? row.publishedAt : new Date(row.publishedAt.getTime() + otherLanguageDelayMs);
    if (availableAt < from || availableAt >= to) return [];
    const item: MailItem = {
      title: text.title,
      summary: text.summary,
      textLocale: text.locale,
      level: row.alertLevel,
      membersOnly: row.accessLevel !== "FREE",
      isExample: row.isExample,
      publishedAt: row.publishedAt,
      url: pageUrl(locale, `/${typeSegments[row.type]}/${row.category.slug}/${row.slug}`),
    };
    return [
      { id: row.id, type: row.type, tags: row.tags.map((t) => t.tag.slug), level: row.alertLevel, availableAt, item },
    ];
  });
}

type Sub = { id: string; email: string; topic: string; topicKey: string; rhythm: SubscriptionRhythm };

const matches = (sub: Sub, item: DigestItem) =>
  sub.topic === "NEWSLETTER" ||
  (sub.topic === "TYPE" && sub.topicKey === item.type) ||
  (sub.topic === "TAG" && item.tags.includes(sub.topicKey));

/** Whether `item` is in `sub`'s digest: "at once" subscribers had its alerts and advisories already. */
const wants = (sub: Sub, item: DigestItem) =>
  matches(sub, item) &&
  !(sub.rhythm === "AT_ONCE" && item.level !== null && atOnceLevels.includes(item.level) && sub.topic !== "NEWSLETTER");

export type DigestRun = {
  edition: Locale;
  now?: Date;
  /** Called after each page of subscriptions is queued (tests stop a run there, as a crash would). */
  afterBatch?: (queued: number) => void | Promise<void>;
  /** Subscriptions read at a time (tests make pages tiny, so that they end inside an address). */
  pageSize?: number;
};

/**
 * Queues the digests of one edition due at its 07:00 on or before `now` (the job runs at 07:00; a
 * later run the same day queues what is missing); returns how many were queued.
 */
export async function queueDigests({
  edition,
  now = new Date(),
  afterBatch,
  pageSize = defaultPageSize,
}: DigestRun): Promise<number> {
  const zone = editionTimeZones()[edition];
  let seven = localSeven(now, zone);
  if (seven.at > now) seven = localSeven(new Date(seven.at.getTime() - 86_400_000), zone);
  const { day, weekday, at } = seven;
  const dailyFrom = new Date(at.getTime() - 86_400_000);
  const weeklyFrom = new Date(at.getTime() - 7 * 86_400_000);
  const weekly = weekday === 1;
  const items = await loadItems(edition, weekly ? weeklyFrom : dailyFrom, at);
  const dailyItems = items.filter((i) => i.availableAt >= dailyFrom);
  if (!items.length) return 0;
  const rhythms: SubscriptionRhythm[] = weekly ? ["AT_ONCE", "DAILY", "WEEKLY"] : ["AT_ONCE", "DAILY"];
  // A digest's frame depends on its kind and length only: made once a run, not once a mail.
  const frames = new Map<string, MailFrame>();
  const frameOf = (kind: ItemsMailKind, chosen: MailItem[]) => {
    const key = `${kind}:${chosen.length}`;
    const frame = frames.get(key) ?? itemsMailFrame(edition, kind, chosen, at);
    frames.set(key, frame);
    return frame;
  };
  let queued = 0;
  let after = "";
  for (;;) {
    const rows = await db.subscription.findMany({
      where: { locale: edition, confirmedAt: { not: null, lte: at }, rhythm: { in: rhythms }, email: { gt: after } },
      select: { id: true, email: true, topic: true, topicKey: true, rhythm: true },
      orderBy: [{ email: "asc" }, { createdAt: "asc" }],
      take: pageSize,
    });
    if (!rows.length) break;
    const last = rows.length === pageSize ? rows[rows.length - 1]!.email : null;
    const byEmail = new Map<string, Sub[]>();
    for (const row of rows) if (row.email !== last) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
    if (last && byEmail.size === 0) throw new Error(`more than ${pageSize} subscriptions of one address`);
    let batch = digestBatch(edition);
    const flush = async () => {
      queued += await batch.insert();
      batch = digestBatch(edition);
    };
    for (const [email, subs] of byEmail) {
      if (batch.size >= insertSize) await flush();
      const groups: Array<{ kind: ItemsMailKind; subs: Sub[]; pool: DigestItem[] }> = [
        // "At once" subscribers get what was not sent at once in the daily digest.
        {
          kind: "daily",
          subs: subs.filter((s) => s.topic !== "NEWSLETTER" && (s.rhythm === "DAILY" || s.rhythm === "AT_ONCE")),
          pool: dailyItems,
        },
        { kind: "weekly", subs: subs.filter((s) => s.topic !== "NEWSLETTER" && s.rhythm === "WEEKLY"), pool: items },
        { kind: "newsletter", subs: subs.filter((s) => s.topic === "NEWSLETTER"), pool: items },
      ];
      for (const { kind, subs: group, pool } of groups) {
        if (!group.length || (kind !== "daily" && !weekly)) continue;
        const chosen: MailItem[] = [];
        for (const item of pool)
          for (const sub of group)
            if (wants(sub, item)) {
              chosen.push(item.item);
              break;
            }
        if (!chosen.length) continue; // an empty digest is not sent
        const dedupeKey = `digest:${kind}:${day}:${edition}:${email}`;
        batch.add({
          to: email,
          frame: frameOf(kind, chosen),
          items: chosen,
          manageUrl: manageUrl(edition, email),
          dedupeKey,
          messageId: messageIdFor(dedupeKey),
          // One-click leaves the digest's subscription; a digest of several topics leaves them all.
          headers: unsubscribeHeaders(email, group.length === 1 ? group[0]!.id : ""),
        });
      }
    }
    await flush();
    await afterBatch?.(queued);
    after = last ? rows.filter((r) => r.email !== last).at(-1)!.email : rows[rows.length - 1]!.email;
    if (!last) break;
  }
  return queued;
}
