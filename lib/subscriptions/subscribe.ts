import "server-only";
import { db } from "@/lib/db";
import type { SubscriptionRhythm } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/routing";
import { queueMail } from "@/lib/mail/outbox";
import { takeMailSlot } from "@/lib/mail/recipient-cap";
import { consume } from "@/lib/rate-limit";
import { confirmationMail, manageLinkMail } from "./mails";
import {
  checkSubscriptionToken,
  maxRequestItems,
  signSubscriptionToken,
  type RequestItem,
  type SubscriptionRequest,
  type TokenCheck,
} from "./tokens";
import { requestLines, type Topic } from "./topics";

// Subscribing to mail alerts and digests, confirming and leaving, independent of Next.js so they can be tested
// on their own. Nothing is ever sent to an address before it confirmed (double opt-in), and an
// address gets at most one confirmation mail an hour however often it is subscribed.

/** Who subscribes: a visitor (null) or a member (their id, address and whether it is verified). */
export type Subscriber = { id: string; email: string; emailVerified: boolean } | null;

export const confirmationIntervalMs = 3_600_000;

/**
 * Subscribes `email` (normalised by the form's schema) to each topic of `input.items` (one from the
 * subscribe form; the Preferences tab's ticks saved together). Idempotent: subscribing again to a
 * topic changes nothing once confirmed (a visitor cannot change someone's rhythm or language) and
 * updates a pending one. A member subscribing their own verified address is confirmed at once;
 * anyone else gets one confirmation mail for the topics of this request still pending (unless one
 * went to this address less than an hour ago). The answer is the same whether the address was
 * known or not.
 */
export async function subscribe(
  input: { email: string; locale: Locale; items: Array<Topic & { rhythm: SubscriptionRhythm }> },
  member: Subscriber,
): Promise<{ state: "confirmed" | "pending" }> {
  const { email, locale } = input;
  const own = member !== null && member.email === email;
  const verified = own && member.emailVerified;
  const waiting: RequestItem[] = [];
  for (const item of input.items) {
    // The newsletter is weekly by definition; replies are a member's own (checked by the caller).
    const rhythm = item.topic === "NEWSLETTER" ? "WEEKLY" : item.rhythm;
    const key = { email, topic: item.topic, topicKey: item.topicKey };
    const existing = await db.subscription.findUnique({ where: { email_topic_topicKey: key } });
    if (existing?.confirmedAt) {
      if (verified && (existing.rhythm !== rhythm || existing.locale !== locale))
        await db.subscription.update({ where: { id: existing.id }, data: { rhythm, locale } });
      continue;
    }
    const confirmedAt = verified ? new Date() : null;
    await db.subscription.upsert({
      where: { email_topic_topicKey: key },
      create: { ...key, rhythm, locale, confirmedAt, userId: own ? member.id : null },
      update: { rhythm, locale, confirmedAt, ...(own ? { userId: member.id } : {}) },
    });
    if (!verified) waiting.push({ topic: item.topic, topicKey: item.topicKey, rhythm });
  }
  if (!waiting.length) return { state: "confirmed" };
  await sendConfirmation(email, { locale, items: waiting.slice(0, maxRequestItems) });
  return { state: "pending" };
}

/**
 * Mails `email` a link confirming `request`, unless a confirmation went to it less than an hour
 * ago: one atomic statement, so a flood of concurrent requests still sends one. A request made
 * within that hour stays pending until its owner asks again: a link never confirms more than its
 * own request, so one mail cannot carry what someone else asked for. An address that has had its
 * hour's share of mail (lib/mail/recipient-cap.ts) is sent nothing, and its claim is given back so
 * that a later request can send the link.
 */
async function sendConfirmation(email: string, request: SubscriptionRequest): Promise<boolean> {
  const claimed = await db.$queryRaw<Array<{ email: string }>>`
    INSERT INTO "SubscriberAddress" (email, "confirmationSentAt") VALUES (${email}, now())
    ON CONFLICT (email) DO UPDATE SET "confirmationSentAt" = now()
    WHERE "SubscriberAddress"."confirmationSentAt" <= now() - make_interval(secs => ${confirmationIntervalMs / 1000})
    RETURNING email`;
  if (!claimed.length) return false;
  if (!(await takeMailSlot(email)).allowed) {
    await db.subscriberAddress.updateMany({ where: { email }, data: { confirmationSentAt: new Date(0) } });
    return false;
  }
  const lines = await requestLines(request.items, request.locale);
  const token = signSubscriptionToken("confirm", email, Date.now(), request);
  await queueMail({ to: email, ...confirmationMail(request.locale, token, lines) });
  return true;
}

/** The address's subscriptions, oldest first. */
export const subscriptionsOf = (email: string) =>
  db.subscription.findMany({ where: { email }, orderBy: { createdAt: "asc" } });

/**
 * Confirms the subscriptions the token's request asked for, each with that request's rhythm and
 * language, whatever was asked for the address since (the page that posts here showed them). They
 * belong to the account that has the address, if one does. An invalid or expired token changes nothing.
 */
export async function confirmSubscriptions(token: string): Promise<TokenCheck & { confirmed?: number }> {
  const check = checkSubscriptionToken(token, "confirm");
  if (check.state !== "valid" || !check.request) return check;
  const { email, request } = check;
  const owner = await db.user.findUnique({ where: { email }, select: { id: true } });
  const now = new Date();
  for (const item of request.items) {
    const key = { email, topic: item.topic, topicKey: item.topicKey };
    const data = { rhythm: item.rhythm, locale: request.locale, ...(owner ? { userId: owner.id } : {}) };
    // An upsert, so that two clicks at once confirm one row; a confirmed row keeps its date.
    await db.subscription.upsert({
      where: { email_topic_topicKey: key },
      create: { ...key, ...data, confirmedAt: now },
      update: data,
    });
    await db.subscription.updateMany({ where: { ...key, confirmedAt: null }, data: { confirmedAt: now } });
  }
  return { ...check, confirmed: request.items.length };
}

/**
 * Ends one subscription of the token's address (`id`), or all of them (`id` null): the manage
 * page's buttons and the one-click List-Unsubscribe POST. An invalid or expired token changes nothing.
 */
export async function unsubscribe(token: string, id: string | null): Promise<TokenCheck & { removed?: number }> {
  const check = checkSubscriptionToken(token, "manage");
  if (check.state !== "valid") return check;
  const { count } = await db.subscription.deleteMany({ where: { email: check.email, ...(id ? { id } : {}) } });
  if (!id) await db.subscriberAddress.deleteMany({ where: { email: check.email } });
  return { ...check, removed: count };
}

/** Changes how often one subscription of the token's address is sent. */
export async function changeRhythm(
  token: string,
  id: string,
  rhythm: SubscriptionRhythm,
): Promise<TokenCheck & { changed?: number }> {
  const check = checkSubscriptionToken(token, "manage");
  if (check.state !== "valid") return check;
  const { count } = await db.subscription.updateMany({
    where: { email: check.email, id, topic: { not: "NEWSLETTER" } },
    data: { rhythm },
  });
  return { ...check, changed: count };
}

/**
 * "Send me a link to manage my subscriptions": the manage page's link, mailed to the address
 * itself (so only its owner can erase or change them), if it has any, at most once an hour and
 * within the address's share of mail.
 */
export async function sendManageLink(address: string, locale: Locale): Promise<void> {
  if (!(await db.subscription.count({ where: { email: address } }))) return;
  const { allowed } = await consume([
    { name: "subscriptions:manage-link", max: 1, windowSeconds: confirmationIntervalMs / 1000, subject: address },
  ]);
  if (allowed && (await takeMailSlot(address)).allowed)
    await queueMail({ to: address, ...manageLinkMail(locale, address) });
}

/**
 * The subscription a manage token's unsubscribe link names (`id`), or the address's newest when it
 * names none: read only, so that opening the link in a browser changes nothing.
 */
export async function subscriptionOfLink(token: string, id: string | null) {
  const check = checkSubscriptionToken(token, "manage");
  if (check.state !== "valid") return { check, row: null };
  const row = await db.subscription.findFirst({
    where: { email: check.email, ...(id ? { id } : {}) },
    orderBy: { createdAt: "desc" },
  });
  return { check, row };
}
