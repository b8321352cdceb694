import "server-only";
import { db } from "@/lib/db";

/**
 * Deletes a member's account (issue 15, "Delete my account"; the privacy page says the same).
 * Personal data goes: sessions (signed out everywhere), links, bookmarks, reviews, reports made,
 * chat messages, notifications, contributions and support requests sent from the address, and
 * every mail to it still in the outbox. The user row stays as an empty tombstone (no e-mail, name,
 * username or password) so that forum posts and comments keep their place in conversations, shown
 * as from "a former member"; the address is free to sign up again. Returns the products whose
 * reviews went, so their pages (average, count) can be regenerated.
 */
export async function deleteAccount(userId: string): Promise<{ productIds: string[] }> {
  return db.$transaction(async (tx) => {
    const { email } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    const reviews = await tx.review.findMany({ where: { userId }, select: { productId: true } });
    await tx.session.deleteMany({ where: { userId } });
    await tx.authToken.deleteMany({ where: { OR: [{ userId }, { email }] } });
    await tx.account.deleteMany({ where: { userId } });
    await tx.bookmark.deleteMany({ where: { userId } });
    await tx.review.deleteMany({ where: { userId } });
    await tx.report.deleteMany({ where: { reporterId: userId } });
    await tx.chatMessage.deleteMany({ where: { authorId: userId } });
    await tx.notification.deleteMany({ where: { userId } });
    await tx.contribution.deleteMany({ where: { email } });
    await tx.supportRequest.deleteMany({ where: { email } });
    await tx.outgoingMail.deleteMany({ where: { to: email } });
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
    return { productIds: [...new Set(reviews.map((r) => r.productId))] };
  });
}

/** The member's password hash, if they have one (deletion is confirmed by it). */
export async function getPasswordHash(userId: string): Promise<string | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return row?.passwordHash ?? null;
}
