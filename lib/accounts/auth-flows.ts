import "server-only";
import { issueToken, consumeToken, revokeTokens } from "@/lib/auth/tokens";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { endSessionsOf } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/routing";
import { queueMail } from "@/lib/mail/outbox";
import { takeMailSlot } from "@/lib/mail/recipient-cap";
import { consume, usedUp } from "@/lib/rate-limit";
import { accountFailures, slowedAttempts } from "./sign-in-limits";
import { notifyPasswordChanged } from "./change-password";
import { authMail, siteUrl } from "./mails";

// The sign-in flows, independent of Next.js so they can be tested on their own. Answers never say
// whether an e-mail has an account, in what they say or in how long they take: the mail is queued
// and sent after the answer (lib/mail/outbox.ts), and sign-up hashes the password either way. An
// address that has had its hour's share of mail (lib/mail/recipient-cap.ts) is sent nothing, and
// the answer is the same.

type Queued = { queued: true };
const queued: Queued = { queued: true };

const linkTo = (locale: Locale, token: string) => siteUrl(locale, `/auth/confirm?token=${encodeURIComponent(token)}`);

/** Sign in by e-mailed link. An unknown address gets a link too: using it creates the account. */
export async function sendSignInLink(input: {
  email: string;
  locale: Locale;
  callback?: string | null;
}): Promise<Queued> {
  if (!(await takeMailSlot(input.email)).allowed) return queued;
  const token = await issueToken({ purpose: "SIGN_IN", email: input.email, callback: input.callback });
  await queueMail({ to: input.email, ...authMail("signIn", input.locale, linkTo(input.locale, token)) });
  return queued;
}

/** Sign up with a password; the account works once the e-mailed confirmation link is used. */
export async function signUp(input: {
  email: string;
  password: string;
  locale: Locale;
  callback?: string | null;
}): Promise<Queued> {
  // Hashed whether or not the account exists, so the answer takes as long either way.
  const passwordHash = await hashPassword(input.password);
  // Either mail below takes a slot, so a full inbox says nothing about the account.
  if (!(await takeMailSlot(input.email)).allowed) return queued;
  const existing = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, emailVerified: true },
  });
  if (existing?.emailVerified) {
    // Tell the owner, not the person at the keyboard, that the account exists.
    await queueMail({
      to: input.email,
      ...authMail("alreadyRegistered", input.locale, siteUrl(input.locale, "/auth/sign-in")),
    });
    return queued;
  }
  // The password waits on its own confirmation link: until that link is used it is not the
  // account's, so a second sign-up (by anyone) never replaces what the first one chose, and a
  // sign-in link or another sign-up's link never activates it.
  const user = await db.user.upsert({
    where: { email: input.email },
    create: { email: input.email, locale: input.locale },
    update: {},
    select: { id: true },
  });
  const token = await issueToken({
    purpose: "CONFIRM_EMAIL",
    email: input.email,
    userId: user.id,
    callback: input.callback,
    passwordHash,
  });
  await queueMail({ to: input.email, ...authMail("confirm", input.locale, linkTo(input.locale, token)) });
  return queued;
}

export async function sendPasswordReset(input: { email: string; locale: Locale }): Promise<Queued> {
  const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true, locale: true } });
  if (!user || !(await takeMailSlot(input.email)).allowed) return queued;
  const token = await issueToken({ purpose: "RESET_PASSWORD", email: input.email, userId: user.id });
  const link = siteUrl(input.locale, `/auth/update-password?token=${encodeURIComponent(token)}`);
  await queueMail({ to: input.email, ...authMail("reset", input.locale, link) });
  return queued;
}

export type CredentialsResult =
  | { ok: true; user: { id: string; email: string; name: string | null } }
  | { ok: false; reason: "invalid" | "unconfirmed" };

export async function checkCredentials(email: string, password: string): Promise<CredentialsResult> {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true, emailVerified: true },
  });
  if (user && !user.emailVerified) {
    // Not confirmed yet: the password is the one waiting on the newest confirmation link, if any.
    const pending = await newestPendingPassword(email);
    return { ok: false, reason: (await verifyPassword(password, pending)) && pending ? "unconfirmed" : "invalid" };
  }
  // verifyPassword spends the same time when there is no user or no password.
  if (!(await verifyPassword(password, user?.passwordHash)) || !user) return { ok: false, reason: "invalid" };
  // Made with an older, cheaper cost: now that we have the password, store it at today's.
  if (user.passwordHash && needsRehash(user.passwordHash))
    await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
  return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
}

/**
 * A password sign-in from `address`, once the per-client limits (signInLimits, counted by the
 * action) let it through. An account past its ceiling of wrong passwords is slowed, not locked
 * (lib/accounts/sign-in-limits.ts): one attempt per client address per slow window.
 */
export async function passwordSignIn(
  email: string,
  password: string,
  address: string,
): Promise<CredentialsResult | { ok: false; reason: "slowed"; retryAfterSeconds: number }> {
  if (await usedUp(accountFailures(email))) {
    const slowed = await consume([slowedAttempts(email, address)]);
    if (!slowed.allowed) return { ok: false, reason: "slowed", retryAfterSeconds: slowed.retryAfterSeconds };
  }
  const checked = await checkCredentials(email, password);
  if (!checked.ok && checked.reason === "invalid") await consume([accountFailures(email)]);
  return checked;
}

async function newestPendingPassword(email: string): Promise<string | null> {
  const row = await db.authToken.findFirst({
    where: {
      email,
      purpose: "CONFIRM_EMAIL",
      usedAt: null,
      expiresAt: { gt: new Date() },
      passwordHash: { not: null },
    },
    orderBy: { createdAt: "desc" },
    select: { passwordHash: true },
  });
  return row?.passwordHash ?? null;
}

/**
 * Uses an e-mailed sign-in or confirmation link: the (possibly new) user, now with a confirmed
 * e-mail. Proving the address is what makes the account its owner's, so a password that was on an
 * unconfirmed account (set by whoever typed the address) goes, unless this is the confirmation
 * link of the sign-up that chose it; other pending sign-ups of the address stop working.
 */
export async function redeemSignInLink(token: string, locale: Locale) {
  const row = await consumeToken(token, ["SIGN_IN", "CONFIRM_EMAIL"]);
  if (!row) return null;
  const user = await db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { email: row.email }, select: { emailVerified: true } });
    const wasConfirmed = Boolean(before?.emailVerified);
    const password = row.purpose === "CONFIRM_EMAIL" && row.passwordHash ? { passwordHash: row.passwordHash } : {};
    return tx.user.upsert({
      where: { email: row.email },
      create: { email: row.email, emailVerified: new Date(), locale, ...password },
      update: wasConfirmed ? {} : { emailVerified: new Date(), passwordHash: null, ...password },
      select: { id: true, email: true, name: true },
    });
  });
  await revokeTokens(row.email, "CONFIRM_EMAIL");
  return { user, callback: row.callback };
}

/**
 * Sets a new password from a reset link; the other reset links of that address stop working, every
 * session ends (and with them the member's pending address-change and deletion links), and a
 * notice tells the member their password changed.
 */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const row = await consumeToken(token, ["RESET_PASSWORD"]);
  if (!row) return false;
  // Having the link proves the address, so the account counts as confirmed from now on.
  const user = await db.user.update({
    where: { email: row.email },
    data: { passwordHash: await hashPassword(password), emailVerified: new Date() },
    select: { id: true, email: true, locale: true },
  });
  await revokeTokens(row.email, "RESET_PASSWORD");
  // Whoever knew the old password is signed out everywhere.
  await endSessionsOf(user.id);
  await notifyPasswordChanged(user);
  return true;
}
