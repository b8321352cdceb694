import { z } from "./zod";
import { email } from "./fields";
import { message, stop } from "./messages";

// Shared by the auth forms and their server actions (lib/actions/auth.ts); lower-cased by email().
export const emailField = email();

export const newPassword = z
  .string(message("passwordRequired"))
  .max(128, stop("passwordTooLong"))
  .min(1, stop("passwordRequired"))
  .min(8, message("passwordTooShort"));

const callbackUrl = z.string().max(2000).optional();
const token = z.string().min(1).max(200);

// Checked once both passwords passed their own checks.
export const samePasswords = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
export const differ = { path: ["confirmPassword"], ...message("passwordsDiffer") };

export const magicLinkSchema = z.object({ email: emailField, callbackUrl });

export const signInSchema = z.object({
  email: emailField,
  password: z.string(message("passwordRequired")).max(128, stop("passwordTooLong")).min(1, message("passwordRequired")),
  callbackUrl,
});

export const signUpSchema = z
  .object({ email: emailField, password: newPassword, confirmPassword: z.string().max(128), callbackUrl })
  .refine(samePasswords, differ);

export const resetRequestSchema = z.object({ email: emailField });

export const updatePasswordSchema = z
  .object({ token, password: newPassword, confirmPassword: z.string().max(128) })
  .refine(samePasswords, differ);

export const linkTokenSchema = z.object({ token });
