"use server";

import { getLocale } from "next-intl/server";
import { checkCredentials, resetPassword, sendPasswordReset, sendSignInLink, signUp } from "@/lib/accounts/auth-flows";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { startSession } from "@/lib/auth/session";
import { consume } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";
import {
  magicLinkSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
} from "@/lib/validation/auth";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import type { ActionResult } from "./result";

// Each action: parse with the form's own schema -> rate limit (per e-mail and per address, in
// PostgreSQL) -> do -> typed result. Errors are keys of AuthForm.errors / AuthForm.toasts.
type AuthError = "rateLimited" | "failed" | "mailDelayed" | "invalidCredentials" | "unconfirmed" | "linkInvalid";

const minutes = (n: number) => n * 60;

async function limited(kind: string, email: string, perEmail: number, perAddress: number) {
  const address = await clientAddress();
  const { allowed } = await consume([
    { name: `${kind}:email`, max: perEmail, windowSeconds: minutes(15), subject: email },
    { name: `${kind}:address`, max: perAddress, windowSeconds: minutes(15), subject: address },
  ]);
  return !allowed;
}

async function guarded(run: () => Promise<ActionResult<AuthError>>): Promise<ActionResult<AuthError>> {
  try {
    return await run();
  } catch (error) {
    console.error("auth action failed:", error);
    return { ok: false, error: "failed" };
  }
}

const locale = async () => (await getLocale()) as "en" | "es" | "fr" | "pt";

export async function requestMagicLink(input: unknown): Promise<ActionResult<AuthError>> {
  const parsed = magicLinkSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  const { email, callbackUrl } = parsed.data;
  return guarded(async () => {
    if (await limited("magic-link", email, 5, 20)) return { ok: false, error: "rateLimited" };
    const { sent } = await sendSignInLink({ email, locale: await locale(), callback: safeCallbackUrl(callbackUrl) });
    return sent ? { ok: true } : { ok: false, error: "mailDelayed" };
  });
}

export async function signInWithPassword(
  input: unknown,
): Promise<ActionResult<AuthError> | { ok: true; redirectTo: string }> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  const { email, password, callbackUrl } = parsed.data;
  const lang = await locale();
  let target = lang === "en" ? "/" : `/${lang}`;
  const result = await guarded(async () => {
    if (await limited("sign-in", email, 10, 50)) return { ok: false, error: "rateLimited" };
    const checked = await checkCredentials(email, password);
    if (!checked.ok)
      return { ok: false, error: checked.reason === "unconfirmed" ? "unconfirmed" : "invalidCredentials" };
    await startSession(checked.user);
    target = safeCallbackUrl(callbackUrl, target);
    return { ok: true };
  });
  return result.ok ? { ok: true, redirectTo: target } : result;
}

export async function requestSignUp(input: unknown): Promise<ActionResult<AuthError>> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  const { email, password, callbackUrl } = parsed.data;
  return guarded(async () => {
    if (await limited("sign-up", email, 5, 20)) return { ok: false, error: "rateLimited" };
    const { sent } = await signUp({ email, password, locale: await locale(), callback: safeCallbackUrl(callbackUrl) });
    return sent ? { ok: true } : { ok: false, error: "mailDelayed" };
  });
}

export async function requestPasswordReset(input: unknown): Promise<ActionResult<AuthError>> {
  const parsed = resetRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  const { email } = parsed.data;
  return guarded(async () => {
    if (await limited("reset", email, 5, 20)) return { ok: false, error: "rateLimited" };
    const { sent } = await sendPasswordReset({ email, locale: await locale() });
    return sent ? { ok: true } : { ok: false, error: "mailDelayed" };
  });
}

export async function updatePassword(input: unknown): Promise<ActionResult<AuthError>> {
  const parsed = updatePasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  return guarded(async () =>
    (await resetPassword(parsed.data.token, parsed.data.password)) ? { ok: true } : { ok: false, error: "linkInvalid" },
  );
}
