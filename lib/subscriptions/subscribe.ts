import "server-only";
import { db } from "@/lib/db";
import type { SubscriptionRhythm } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/routing";
import { queueMail } from "@/lib/mail/outbox";
import { takeMailSlot } from "@/lib/mail/recipient-cap";
import { consume } from "@/lib/rate-limit";
import { confirmationMail, manageLinkMail } from "./mails";
import { signSubscriptionToken, checkSubscriptionToken, type TokenCheck } from "./tokens";
import { topicNames, type Topic } from "./topics";

// Subscribing, confirming and leaving (issue 20), independent of Next.js so they can be tested
// on their own. Nothing is ever sent to an address before it confirmed (double opt-in), and an
// address gets at most one confirmation mail an hour however often it is subscribed.

/** Who subscribes: a visitor (null) or a member (their id, address and whether it is verified). */
export type Subscriber = { id: string; email: string; emailVerified: boolean } | null;

export const confirmationIntervalMs = 3_600_000;

/**
 * Subscribes `email` to `topic`. Idempotent: subscribing again to the same topic changes nothing
 * once confirmed (a visitor cannot change someone's rhythm or language) and updates a pending one.
 * A member subscribing their own verified address is confirmed at once; anyone else gets a
 * confirmation mail (unless one went to this address less than an hour ago). The answer is the
 * same whether the address was known or not.
 */
export async function subscribe(
  input: Topic & { email: string; rhythm: SubscriptionRhythm; locale: Locale },
  member: Subscriber,
): Promise<{ state: "confirmed" | "pending" }> {
  const email = input.email.toLowerCase();
  const own = member !== null && member.email.toLowerCase() === email;
  const verified = own && member.emailVerified;
  // The newsletter is weekly by definition; replies are a member's own (checked by the caller).
  const rhythm = input.topic === "NEWSLETTER" ? "WEEKLY" : input.rhythm;
  const key = { email, topic: input.topic, topicKey: input.topicKey };
  const existing = await db.subscription.findUnique({ where: { email_topic_topicKey: key } });
  if (existing?.confirmedAt) {
    if (verified && (existing.rhythm !== rhythm || existing.locale !== input.locale))
      await db.subscription.update({ where: { id: existing.id }, data: { rhythm, locale: input.locale } });
    return { state: "confirmed" };
  }
  const confirmedAt = verified ? new Date() : null;
  await db.subscription.upsert({
    where: { email_topic_topicKey: key },
    create: { ...key, rhythm, locale: input.locale, confirmedAt, userId: own ? member.id : null },
    update: { rhythm, locale: input.locale, confirmedAt, ...(own ? { userId: member.id } : {}) },
  });
  if (verified) return { state: "confirmed" };
  await sendConfirmation(email, input.locale);
  return { state: "pending" };
}

/**
 * Mails `email` a link confirming its pending subscriptions, unless one went out less than an
 * hour ago: one atomic statement, so a flood of concurrent requests still sends one. An address
 * that has had its hour's share of mail (lib/mail/recipient-cap.ts) is sent nothing, and its claim
 * is given back so that a later request can send the link.
 */
async function sendConfirmation(email: string, locale: Locale): Promise<boolean> {
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
  const pending = await pendingOf(email);
  const names = await topicNames(pending, locale);
  await queueMail({ to: email, ...confirmationMail(locale, signSubscriptionToken("confirm", email), names) });
  return true;
}

/** The address's subscriptions not confirmed yet, oldest first. */
export const pendingOf = (email: string) =>
  db.subscription.findMany({ where: { email: email.toLowerCase(), confirmedAt: null }, orderBy: { createdAt: "asc" } });

/** The address's subscriptions, oldest first. */
export const subscriptionsOf = (email: string) =>
  db.subscription.findMany({ where: { email: email.toLowerCase() }, orderBy: { createdAt: "asc" } });

/**
 * Confirms every pending subscription of the token's address (the page that posts here listed
 * them). An invalid or expired token changes nothing.
 */
export async function confirmSubscriptions(token: string): Promise<TokenCheck & { confirmed?: number }> {
  const check = checkSubscriptionToken(token, "confirm");
  if (check.state !== "valid") return check;
  const { count } = await db.subscription.updateMany({
    where: { email: check.email, confirmedAt: null },
    data: { confirmedAt: new Date() },
  });
  return { ...check, confirmed: count };
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
export async function sendManageLink(email: string, locale: Locale): Promise<void> {
  const address = email.toLowerCase();
  if (!(await db.subscription.count({ where: { email: address } }))) return;
  const { allowed } = await consume([
    { name: "subscriptions:manage-link", max: 1, windowSeconds: confirmationIntervalMs / 1000, subject: address },
  ]);
  if (allowed && (await takeMailSlot(address)).allowed)
    await queueMail({ to: address, ...manageLinkMail(locale, address) });
}
