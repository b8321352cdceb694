import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { endSessionsOf } from "@/lib/auth/sessions";
import { revokeTokens } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { queueMail } from "@/lib/mail/outbox";
import { noticeMail } from "./mails";
import { checkProof } from "./proof";

export type ChangePasswordResult = { ok: true; endedSessions: number } | { ok: false; reason: "wrong" | "signInAgain" };

/**
 * The account page's "Change password": once the member proved it is them (lib/accounts/proof.ts),
 * the hash is replaced, every other session ends (whoever knew the old password is out), pending
 * reset, address-change and deletion links stop working (endSessionsOf voids the latter two), and a
 * notice tells the member, with the reset page if it was not them.
 */
export async function changePassword(input: {
  userId: string;
  sessionId: string | null;
  currentPassword: string;
  password: string;
}): Promise<ChangePasswordResult> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: input.userId },
    select: { id: true, email: true, locale: true, passwordHash: true },
  });
  const proof = await checkProof(user, input.sessionId, input.currentPassword);
  if (proof !== "ok") return { ok: false, reason: proof };
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.password) } });
  const endedSessions = await endSessionsOf(user.id, input.sessionId);
  await revokeTokens(user.email, "RESET_PASSWORD");
  await notifyPasswordChanged(user);
  return { ok: true, endedSessions };
}

/** Tells the member their password changed (by the account page or by a reset link). */
export async function notifyPasswordChanged(user: { email: string; locale: "en" | "es" | "fr" | "pt" }) {
  await queueMail({ to: user.email, ...noticeMail("passwordChanged", user.locale) });
}

/** "Sign out everywhere else" ended sessions: the member hears of it, in case it was not them. */
export async function notifySessionsEnded(userId: string): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, locale: true } });
  if (user) await queueMail({ to: user.email, ...noticeMail("sessionsEnded", user.locale) });
}
