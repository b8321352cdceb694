import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { consumeToken, issueToken, revokeTokensOf } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/routing";
import { queueMail } from "@/lib/mail/outbox";
import { takeMailSlot } from "@/lib/mail/recipient-cap";
import { moveSubscriptions } from "@/lib/subscriptions/follow";
import { authMail, noticeMail, siteUrl } from "./mails";
import { checkProof } from "./proof";

export type EmailChangeResult =
  | { ok: true }
  | { ok: false; reason: "wrong" | "signInAgain" | "same" }
  | { ok: false; reason: "rateLimited"; retryAfterSeconds: number };

/**
 * "Change e-mail address": the old address is told at once (which address, and what to do if it
 * was not the member); a single-use link goes to the new one, and only using it changes the
 * account. An address that another account already uses gets the same answer and no link (a link
 * there could merge two accounts): its owner is told instead, and nothing changes. Either mail to
 * the new address takes one of its slots (lib/mail/recipient-cap.ts): an address that has had its
 * hour's share is refused as too many attempts, which says nothing about whether it has an account.
 */
export async function requestEmailChange(input: {
  userId: string;
  sessionId: string | null;
  currentPassword: string;
  email: string;
  locale: Locale;
}): Promise<EmailChangeResult> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: input.userId },
    select: { id: true, email: true, locale: true, passwordHash: true },
  });
  const proof = await checkProof(user, input.sessionId, input.currentPassword);
  if (proof !== "ok") return { ok: false, reason: proof };
  if (input.email === user.email) return { ok: false, reason: "same" };
  const slot = await takeMailSlot(input.email);
  if (!slot.allowed) return { ok: false, reason: "rateLimited", retryAfterSeconds: slot.retryAfterSeconds };
  await queueMail({ to: user.email, ...noticeMail("emailChangeRequested", user.locale, { email: input.email }) });
  const taken = await db.user.findUnique({ where: { email: input.email }, select: { locale: true } });
  if (taken) {
    await queueMail({ to: input.email, ...noticeMail("emailTaken", taken.locale) });
    return { ok: true };
  }
  // Only the newest request's link works.
  await revokeTokensOf(user.id, ["CHANGE_EMAIL"]);
  const token = await issueToken({ purpose: "CHANGE_EMAIL", email: input.email, userId: user.id });
  const link = siteUrl(input.locale, `/auth/confirm?token=${encodeURIComponent(token)}`);
  await queueMail({ to: input.email, ...authMail("changeEmail", input.locale, link) });
  return { ok: true };
}

/**
 * Uses a new-address link: the account's address becomes the one the link was sent to (confirmed,
 * since the link proves it), and the member's subscriptions move with it (lib/subscriptions/follow.ts).
 * Sessions stay. Pending links of the old address stop working. Null
 * when the link is not valid, or when the address was taken meanwhile (nothing changes then).
 */
export async function confirmEmailChange(token: string): Promise<{ email: string } | null> {
  const row = await consumeToken(token, ["CHANGE_EMAIL"]);
  if (!row?.userId) return null;
  const before = await db.user.findUnique({ where: { id: row.userId }, select: { email: true } });
  if (!before) return null;
  const userId = row.userId;
  try {
    await db.$transaction(async (tx) => {
      await tx.user.update({ where: { id: userId }, data: { email: row.email, emailVerified: new Date() } });
      await moveSubscriptions(tx, userId, before.email, row.email);
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return null;
    throw error;
  }
  await db.authToken.updateMany({
    where: { OR: [{ userId: row.userId }, { email: before.email }], usedAt: null },
    data: { usedAt: new Date() },
  });
  return { email: row.email };
}
