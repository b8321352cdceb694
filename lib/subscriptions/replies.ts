import "server-only";
import { createTranslator } from "next-intl";
import { db } from "@/lib/db";
import { commentHref } from "@/lib/forum/comments";
import { serverEnv } from "@/lib/env";
import type { Locale } from "@/lib/generated/prisma/enums";
import { deliverSubscriptionMail } from "@/lib/mail/outbox";
import { escapeXml } from "@/lib/seo/xml";
import { messages } from "@/messages";
import { messageIdFor, unsubscribeHeaders } from "./alerts";
import { manageUrl } from "./mails";
import { subscribe } from "./subscribe";
import { pageUrl } from "./urls";
import { log } from "@/lib/ops/log.mjs";

// Reply notices and the account's Preferences, both kept as subscriptions. "E-mail me when someone replies" and
// "newsletter" are subscriptions (REPLIES and NEWSLETTER) of the member's address: ticking one
// subscribes (at once with a verified address, else after the confirmation mail), unticking
// deletes it. The old booleans defaulted to true and were never acted on, so a tick stored before
// this counts for nothing until the member saves it again (and confirms): nobody gets mail they
// never chose.

type Member = { id: string; email: string; emailVerified: Date | null; locale: Locale };

/**
 * A member's own subscriptions: theirs by account, and those of the address they hold (subscribed
 * before they signed up, or on the public form). The Preferences tab reads and writes the same rows.
 */
const ownedBy = (member: { id: string; email: string }) => ({ OR: [{ userId: member.id }, { email: member.email }] });

/** What the Preferences tab shows: a tick for each subscription that exists, and whether it waits for confirmation. */
export async function memberPreferences(member: { id: string; email: string }) {
  const rows = await db.subscription.findMany({
    where: { ...ownedBy(member), topic: { in: ["REPLIES", "NEWSLETTER"] } },
    select: { topic: true, confirmedAt: true },
  });
  const replies = rows.filter((r) => r.topic === "REPLIES");
  const newsletter = rows.filter((r) => r.topic === "NEWSLETTER");
  return {
    preferences: { emailOnReply: replies.length > 0, newsletter: newsletter.length > 0 },
    pending: {
      emailOnReply: replies.length > 0 && replies.every((r) => !r.confirmedAt),
      newsletter: newsletter.length > 0 && newsletter.every((r) => !r.confirmedAt),
    },
  };
}

/** Makes the member's subscriptions match the Preferences tab's ticks (unticking ends every one of the topic). */
export async function syncPreferences(
  member: Member,
  wanted: { emailOnReply: boolean; newsletter: boolean },
  locale: Locale,
): Promise<void> {
  const email = member.email;
  const subscriber = { id: member.id, email, emailVerified: Boolean(member.emailVerified) };
  const ticked = [
    ["REPLIES", wanted.emailOnReply],
    ["NEWSLETTER", wanted.newsletter],
  ] as const;
  for (const [topic, on] of ticked) if (!on) await db.subscription.deleteMany({ where: { ...ownedBy(member), topic } });
  // The boxes ticked together are one request: one confirmation link confirms them both.
  const items = ticked
    .filter(([, on]) => on)
    .map(([topic]) => ({
      topic,
      topicKey: "",
      rhythm: topic === "REPLIES" ? ("AT_ONCE" as const) : ("WEEKLY" as const),
    }));
  if (items.length) await subscribe({ email, locale, items }, subscriber);
}

/**
 * Queues the reply notice of a new comment for the post's author and the members who commented
 * before, each once, if they have a confirmed REPLIES subscription (never the comment's own
 * author); then sends in the background. Returns how many were queued.
 */
export async function queueReplyNotices(commentId: string): Promise<number> {
  const comment = await db.forumComment.findUnique({
    where: { id: commentId },
    select: {
      authorId: true,
      createdAt: true,
      author: { select: { username: true } },
      post: { select: { id: true, title: true, authorId: true, hiddenAt: true } },
    },
  });
  if (!comment || comment.post.hiddenAt) return 0;
  const earlier = await db.forumComment.findMany({
    where: { postId: comment.post.id, id: { not: commentId }, hiddenAt: null },
    select: { authorId: true },
    distinct: ["authorId"],
  });
  const people = [...new Set([comment.post.authorId, ...earlier.map((c) => c.authorId)])].filter(
    (id) => id !== comment.authorId,
  );
  if (!people.length) return 0;
  // The page the new comment is on, as any reader sees it.
  const href = await commentHref({ id: commentId, postId: comment.post.id, createdAt: comment.createdAt }, null);
  const subs = await db.subscription.findMany({
    where: { topic: "REPLIES", userId: { in: people }, confirmedAt: { not: null } },
  });
  const data = subs.map((sub) => {
    const dedupeKey = `reply:${commentId}:${sub.email}`;
    const mine = sub.userId === comment.post.authorId;
    return {
      to: sub.email,
      ...replyMail(sub.locale, {
        who: comment.author.username ?? "",
        title: comment.post.title,
        url: pageUrl(sub.locale, href),
        mine,
        email: sub.email,
      }),
      dedupeKey,
      messageId: messageIdFor(dedupeKey),
      headers: unsubscribeHeaders(sub.email, sub.id),
    };
  });
  const { count } = await db.outgoingMail.createMany({ data, skipDuplicates: true });
  if (count)
    setImmediate(() => {
      deliverSubscriptionMail(serverEnv().MAIL_RATE_PER_MINUTE).catch((error: unknown) =>
        log.error({ err: error }, "reply notices: sending failed"),
      );
    });
  return count;
}

function replyMail(
  locale: Locale,
  { who, title, url, mine, email }: { who: string; title: string; url: string; mine: boolean; email: string },
) {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "SubscriptionMail" });
  const intro = t(mine ? "reply.introPost" : "reply.introThread", { who, title });
  const manage = manageUrl(locale, email);
  const text = [intro, "", url, "", t("why"), `${t("manage")}: ${manage}`, "", t("signature")].join("\n");
  const html = [
    `<!doctype html><html lang="${locale}"><body>`,
    `<p>${escapeXml(intro)}</p>`,
    `<p><a href="${escapeXml(url)}">${escapeXml(t("reply.action"))}</a></p>`,
    `<hr><p>${escapeXml(t("why"))} <a href="${escapeXml(manage)}">${escapeXml(t("manage"))}</a></p>`,
    `<p>${escapeXml(t("signature"))}</p>`,
    `</body></html>`,
  ].join("\n");
  return { subject: t("reply.subject", { who, title }), text, html };
}
