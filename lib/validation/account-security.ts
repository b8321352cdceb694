import { z } from "./zod";
import { differ, emailField, newPassword, samePasswords } from "./auth";
import { stop } from "./messages";

// The account page's Security tab. The current password may be empty: a member without one proves
// it is them by a recent e-mailed sign-in instead (checked on the server, lib/accounts/proof.ts).
const currentPassword = z.string().max(128, stop("passwordTooLong"));

export const changePasswordSchema = z
  .object({ currentPassword, password: newPassword, confirmPassword: z.string().max(128) })
  .refine(samePasswords, differ);

export const changeEmailSchema = z.object({ email: emailField, currentPassword });

// "Send me a deletion link": nothing to type.
export const deletionLinkSchema = z.object({});
