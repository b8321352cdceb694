import "server-only";
import { consumeToken, issueToken, revokeTokensOf } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { expireForumPages } from "@/lib/forum/expire";
import type { Locale } from "@/lib/i18n/routing";
import { queueMail } from "@/lib/mail/outbox";
import { authMail, noticeMail, siteUrl } from "./mails";

/**
 * Deletes a member's account ("Delete my account": the privacy page promises it, as GDPR and LGPD ask).
 * Personal data goes: sessions (signed out everywhere), links, bookmarks, reviews, reports made,
 * chat messages, notifications, contributions and support requests sent from the address, and
 * every mail to it still in the outbox. The user row stays as an empty tombstone (no e-mail, name,
 * username or password) so that forum posts and comments keep their place in conversations, shown
 * as from "a former member"; the address is free to sign up again. One mail then goes to the
 * address: the notice of the deletion, deleted from the outbox as soon as it is sent. Returns the
 * products whose reviews went, so their pages (average, count) can be regenerated.
 */
export async function deleteAccount(userId: string): Promise<{ productIds: string[] }> {
  const { email, locale, productIds } = await db.$transaction(async (tx) => {
    const { email, locale } = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, locale: true },
    });
    const reviews = await tx.review.findMany({ where: { userId }, select: { productId: true } });
    await tx.session.deleteMany({ where: { userId } });
    await tx.authToken.deleteMany({ where: { OR: [{ userId }, { email }] } });
    await tx.account.deleteMany({ where: { userId } });
    await tx.bookmark.deleteMany({ where: { userId } });
    await tx.review.deleteMany({ where: { userId } });
    await tx.report.deleteMany({ where: { reporterId: userId } });
    await tx.chatMessage.deleteMany({ where: { authorId: userId } });
    await tx.notification.deleteMany({ where: { userId } });
    // The public forms keep the address as it was typed ("Alice@Example.com").
    const typedAs = { email: { equals: email, mode: "insensitive" as const } };
    await tx.contribution.deleteMany({ where: typedAs });
    await tx.supportRequest.deleteMany({ where: typedAs });
    await tx.outgoingMail.deleteMany({ where: { to: email } });
    // Subscriptions of the account and of its address: a visitor's subscription made with the same
    // address is the member's personal data too.
    await tx.subscription.deleteMany({ where: { OR: [{ userId }, { email: email.toLowerCase() }] } });
    await tx.subscriberAddress.deleteMany({ where: { email: email.toLowerCase() } });
    await tx.user.update({
      where: { id: userId },
      data: {
        email: `deleted-${userId}@deleted.invalid`,
        emailVerified: null,
        username: null,
        name: null,
        bio: null,
        website: null,
        image: null,
        passwordHash: null,
        emailOnReply: false,
        newsletter: false,
        role: "USER",
      },
    });
    return { email, locale, productIds: [...new Set(reviews.map((r) => r.productId))] };
  });
  // Their posts and comments now say "a former member", on the forum's cached pages too.
  await expireForumPages();
  await queueMail({ to: email, ...noticeMail("accountDeleted", locale) }, { deleteWhenSent: true });
  return { productIds };
}

/** "Send me a deletion link": a single-use link (one hour) to the member's address; only the newest works. */
export async function sendDeletionLink(userId: string, locale: Locale): Promise<void> {
  const { email } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  await revokeTokensOf(userId, ["DELETE_ACCOUNT"]);
  const token = await issueToken({ purpose: "DELETE_ACCOUNT", email, userId });
  const link = siteUrl(locale, `/auth/confirm?token=${encodeURIComponent(token)}`);
  await queueMail({ to: email, ...authMail("deleteAccount", locale, link) });
}

/**
 * Uses a deletion link (the confirm page's button): deletes the account as the password path does
 * (every session ends). Null when the link is not valid or the account's address changed since.
 */
export async function deleteAccountByLink(token: string): Promise<{ productIds: string[] } | null> {
  const row = await consumeToken(token, ["DELETE_ACCOUNT"]);
  if (!row?.userId) return null;
  const user = await db.user.findUnique({ where: { id: row.userId }, select: { email: true } });
  if (user?.email !== row.email) return null;
  return deleteAccount(row.userId);
}

/** The member's password hash, if they have one (deletion is confirmed by it). */
export async function getPasswordHash(userId: string): Promise<string | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return row?.passwordHash ?? null;
}
