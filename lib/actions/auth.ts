"use server";

import { passwordSignIn, resetPassword, sendPasswordReset, sendSignInLink, signUp } from "@/lib/accounts/auth-flows";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { startSession } from "@/lib/auth/session";
import { getPathname } from "@/lib/i18n/navigation";
import { signInLimits } from "@/lib/accounts/sign-in-limits";
import type { Limit } from "@/lib/rate-limit";
import {
  magicLinkSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
} from "@/lib/validation/auth";
import { action } from "./kit";
import { fail } from "./result";

// Per e-mail and per address, 15-minute windows (docs/adr/0010-passwords-and-sign-in-limits.md).
const limited =
  (kind: string, perEmail: number, perAddress: number) =>
  ({ email }: { email: string }, { address }: { address: string }): Array<Limit & { subject: string }> => [
    { name: `${kind}:email`, max: perEmail, windowSeconds: 900, subject: email },
    { name: `${kind}:address`, max: perAddress, windowSeconds: 900, subject: address },
  ];

// Mail is queued and sent after the answer (lib/mail/outbox.ts): the answer is the same whether
// the address has an account or SMTP is up; a mail SMTP refuses is retried.

export const requestMagicLink = action({
  name: "requestMagicLink",
  access: "anyone",
  schema: magicLinkSchema,
  limits: limited("magic-link", 5, 20),
  run: async ({ email, callbackUrl }, { locale }) => {
    await sendSignInLink({ email, locale, callback: safeCallbackUrl(callbackUrl) });
    return { ok: true };
  },
});

export const signInWithPassword = action({
  name: "signInWithPassword",
  access: "anyone",
  schema: signInSchema,
  limits: signInLimits,
  limited: "signInLimited",
  run: async ({ email, password, callbackUrl }, { locale, address }) => {
    const checked = await passwordSignIn(email, password, address);
    if (!checked.ok && checked.reason === "slowed")
      return { ok: false, error: "signInLimited", retryAfterSeconds: checked.retryAfterSeconds };
    if (!checked.ok) return fail(checked.reason === "unconfirmed" ? "unconfirmed" : "invalidCredentials");
    await startSession(checked.user);
    return { ok: true, redirectTo: safeCallbackUrl(callbackUrl, getPathname({ locale, href: "/" })) };
  },
});

export const requestSignUp = action({
  name: "requestSignUp",
  access: "anyone",
  schema: signUpSchema,
  limits: limited("sign-up", 5, 20),
  run: async ({ email, password, callbackUrl }, { locale }) => {
    await signUp({ email, password, locale, callback: safeCallbackUrl(callbackUrl) });
    return { ok: true };
  },
});

export const requestPasswordReset = action({
  name: "requestPasswordReset",
  access: "anyone",
  schema: resetRequestSchema,
  limits: limited("reset", 5, 20),
  run: async ({ email }, { locale }) => {
    await sendPasswordReset({ email, locale });
    return { ok: true };
  },
});

export const updatePassword = action({
  name: "updatePassword",
  access: "anyone",
  schema: updatePasswordSchema,
  run: async ({ token, password }) => ((await resetPassword(token, password)) ? { ok: true } : fail("linkInvalid")),
});
