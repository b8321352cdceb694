import { z } from "./zod";

// Shared by the auth forms (react-hook-form + zodResolver) and their server actions. Messages are
// keys of the AuthForm.errors namespace, translated where they are shown.
export const emailField = z
  .string({ error: "emailRequired" })
  .trim()
  .min(1, "emailRequired")
  .max(254, "emailInvalid")
  .pipe(z.email({ error: "emailInvalid" }))
  .transform((email) => email.toLowerCase());

const newPassword = z.string({ error: "passwordRequired" }).min(8, "passwordTooShort").max(128, "passwordTooLong");

const callbackUrl = z.string().max(2000).optional();

export const magicLinkSchema = z.object({ email: emailField, callbackUrl });

export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: "passwordRequired" }).min(1, "passwordRequired").max(128, "passwordTooLong"),
  callbackUrl,
});

export const signUpSchema = z
  .object({ email: emailField, password: newPassword, confirmPassword: z.string(), callbackUrl })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "passwordsDiffer" });

export const resetRequestSchema = z.object({ email: emailField });

export const updatePasswordSchema = z
  .object({ token: z.string().min(1).max(200), password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "passwordsDiffer" });

export const linkTokenSchema = z.object({ token: z.string().min(1).max(200) });

export type AuthErrorKey =
  "emailRequired" | "emailInvalid" | "passwordRequired" | "passwordTooShort" | "passwordTooLong" | "passwordsDiffer";
