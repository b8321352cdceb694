"use server";

import { updatePreferences, updateProfile, UsernameKeptError, UsernameTakenError } from "@/lib/accounts/users";
import { db } from "@/lib/db";
import { memberPreferences, syncPreferences } from "@/lib/subscriptions/replies";
import { preferencesSchema, profileSchema } from "@/lib/validation/account";
import { action } from "./kit";
import { fail } from "./result";

/** The Profile tab: the signed-in member's own record (no target in the input). */
export const saveProfile = action({
  name: "saveProfile",
  access: "member",
  schema: profileSchema,
  failure: "profileFailed",
  run: async (profile, { user }) => {
    try {
      return { ok: true, user: await updateProfile(user.id, profile) };
    } catch (error) {
      if (error instanceof UsernameTakenError) return fail("invalid", { username: "usernameTaken" });
      if (error instanceof UsernameKeptError) return fail("invalid", { username: "usernameKept" });
      throw error;
    }
  },
});

/** The Preferences tab. */
export const savePreferences = action({
  name: "savePreferences",
  access: "member",
  schema: preferencesSchema,
  failure: "preferencesFailed",
  run: async (preferences, { user, locale }) => {
    const saved = await updatePreferences(user.id, preferences);
    // The ticks are subscriptions (one truth for who gets which mail): what the member sees next comes from them.
    const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailVerified: true } });
    await syncPreferences({ ...user, emailVerified: account.emailVerified }, preferences, locale);
    const { preferences: now } = await memberPreferences(user);
    return { ok: true, user: { ...saved, preferences: now } };
  },
});
