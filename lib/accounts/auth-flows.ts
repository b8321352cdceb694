import "server-only";
import { issueToken, consumeToken, revokeTokens } from "@/lib/auth/tokens";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/routing";
import { queueMail } from "@/lib/mail/outbox";
import { authMail, siteUrl } from "./mails";

// The sign-in flows, independent of Next.js so they can be tested on their own. Answers never say
// whether an e-mail has an account: the caller shows the same message either way. `sent: false`
// means the mail is queued but SMTP refused it for now (it is retried).

type Sent = { sent: boolean };

const linkTo = (locale: Locale, token: string) => siteUrl(locale, `/auth/confirm?token=${encodeURIComponent(token)}`);

/** Sign in by e-mailed link. An unknown address gets a link too: using it creates the account. */
export async function sendSignInLink(input: {
  email: string;
  locale: Locale;
  callback?: string | null;
}): Promise<Sent> {
  const token = await issueToken({ purpose: "SIGN_IN", email: input.email, callback: input.callback });
  return queueMail({ to: input.email, ...authMail("signIn", input.locale, linkTo(input.locale, token)) });
}

/** Sign up with a password; the account works once the e-mailed confirmation link is used. */
export async function signUp(input: {
  email: string;
  password: string;
  locale: Locale;
  callback?: string | null;
}): Promise<Sent> {
  const existing = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, emailVerified: true },
  });
  if (existing?.emailVerified) {
    // Tell the owner, not the person at the keyboard, that the account exists.
    return queueMail({
      to: input.email,
      ...authMail("alreadyRegistered", input.locale, siteUrl(input.locale, "/auth/sign-in")),
    });
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db.user.upsert({
    where: { email: input.email },
    create: { email: input.email, passwordHash, locale: input.locale },
    update: { passwordHash },
    select: { id: true },
  });
  const token = await issueToken({
    purpose: "CONFIRM_EMAIL",
    email: input.email,
    userId: user.id,
    callback: input.callback,
  });
  return queueMail({ to: input.email, ...authMail("confirm", input.locale, linkTo(input.locale, token)) });
}

export async function sendPasswordReset(input: { email: string; locale: Locale }): Promise<Sent> {
  const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true, locale: true } });
  if (!user) return { sent: true };
  const token = await issueToken({ purpose: "RESET_PASSWORD", email: input.email, userId: user.id });
  const link = siteUrl(input.locale, `/auth/update-password?token=${encodeURIComponent(token)}`);
  return queueMail({ to: input.email, ...authMail("reset", input.locale, link) });
}

export type CredentialsResult =
  | { ok: true; user: { id: string; email: string; name: string | null } }
  | { ok: false; reason: "invalid" | "unconfirmed" };

export async function checkCredentials(email: string, password: string): Promise<CredentialsResult> {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true, emailVerified: true },
  });
  // verifyPassword spends the same time when there is no user or no password.
  if (!(await verifyPassword(password, user?.passwordHash)) || !user) return { ok: false, reason: "invalid" };
  if (!user.emailVerified) return { ok: false, reason: "unconfirmed" };
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}

/** Uses an e-mailed sign-in or confirmation link: the (possibly new) user, now with a confirmed e-mail. */
export async function redeemSignInLink(token: string, locale: Locale) {
  const row = await consumeToken(token, ["SIGN_IN", "CONFIRM_EMAIL"]);
  if (!row) return null;
  const user = await db.user.upsert({
    where: { email: row.email },
    create: { email: row.email, emailVerified: new Date(), locale },
    update: { emailVerified: new Date() },
    select: { id: true, email: true, name: true },
  });
  return { user, callback: row.callback };
}

/** Sets a new password from a reset link; the other reset links of that address stop working. */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const row = await consumeToken(token, ["RESET_PASSWORD"]);
  if (!row) return false;
  // Having the link proves the address, so the account counts as confirmed from now on.
  await db.user.update({
    where: { email: row.email },
    data: { passwordHash: await hashPassword(password), emailVerified: new Date() },
  });
  await revokeTokens(row.email, "RESET_PASSWORD");
  return true;
}
