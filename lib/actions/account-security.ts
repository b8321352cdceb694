"use server";

import { requestEmailChange } from "@/lib/accounts/change-email";
import { changePassword } from "@/lib/accounts/change-password";
import { getCurrentSessionId } from "@/lib/auth/session";
import { changeEmailSchema, changePasswordSchema } from "@/lib/validation/account-security";
import { action, each } from "./kit";
import { fail } from "./result";

// The account page's Security tab. Each call that checks a password is a guess: counted per member
// like sign-in attempts; asking for address changes is limited per member too (each one mails).
const wrongPassword = (currentPassword: string) =>
  fail("invalid", { currentPassword: currentPassword ? "passwordWrong" : "passwordRequired" });

export const changeMyPassword = action({
  name: "changeMyPassword",
  access: "member",
  schema: changePasswordSchema,
  limits: (_, { user }) => each([{ name: "change-password:user", max: 10, windowSeconds: 900 }], user.id),
  run: async ({ currentPassword, password }, { user }) => {
    const sessionId = await getCurrentSessionId();
    const result = await changePassword({ userId: user.id, sessionId, currentPassword, password });
    if (result.ok) return { ok: true };
    return result.reason === "signInAgain" ? fail("signInAgain") : wrongPassword(currentPassword);
  },
});

export const changeMyEmail = action({
  name: "changeMyEmail",
  access: "member",
  schema: changeEmailSchema,
  limits: (_, { user }) =>
    each(
      [
        { name: "change-email:user", max: 5, windowSeconds: 3600 },
        { name: "change-email:user-day", max: 10, windowSeconds: 86_400 },
      ],
      user.id,
    ),
  run: async ({ email, currentPassword }, { user, locale }) => {
    const sessionId = await getCurrentSessionId();
    const result = await requestEmailChange({ userId: user.id, sessionId, currentPassword, email, locale });
    if (result.ok) return { ok: true };
    if (result.reason === "same") return fail("invalid", { email: "emailSame" });
    if (result.reason === "rateLimited")
      return { ok: false, error: "rateLimited", retryAfterSeconds: result.retryAfterSeconds };
    return result.reason === "signInAgain" ? fail("signInAgain") : wrongPassword(currentPassword);
  },
});
