"use server";

import { updatePreferences, updateProfile, UsernameTakenError, type UserRecord } from "@/lib/accounts/users";
import { getSessionUser } from "@/lib/auth/session";
import { preferencesSchema, profileSchema } from "@/lib/validation/account";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { withoutNul } from "@/lib/validation/nul";
import type { ActionResult } from "./result";

// auth -> parse (the form's schema) -> do -> typed result. Error keys are AccountForm's.
type Saved = { ok: true; user: UserRecord } | Exclude<ActionResult<"signedOut" | "failed">, { ok: true }>;

export async function saveProfile(input: unknown): Promise<Saved> {
  const user = await getSessionUser();
  if (!user) return { ok: false, error: "signedOut" };
  const parsed = profileSchema.safeParse(withoutNul(input));
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    return { ok: true, user: await updateProfile(user.id, parsed.data) };
  } catch (error) {
    if (error instanceof UsernameTakenError)
      return { ok: false, error: "invalid", fieldErrors: { username: "usernameTaken" } };
    console.error("saveProfile failed:", error);
    return { ok: false, error: "failed" };
  }
}

export async function savePreferences(input: unknown): Promise<Saved> {
  const user = await getSessionUser();
  if (!user) return { ok: false, error: "signedOut" };
  const parsed = preferencesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    return { ok: true, user: await updatePreferences(user.id, parsed.data) };
  } catch (error) {
    console.error("savePreferences failed:", error);
    return { ok: false, error: "failed" };
  }
}
