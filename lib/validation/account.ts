import { z } from "./zod";
import { routing } from "@/lib/i18n/routing";

// The account form (Profile tab) and POST /api/user/update-profile share this schema. Limits are the
// spec's: name 2-255, bio 10-500, website a valid URL of at most 255. Empty optional fields clear
// the value. Messages are keys of AccountForm.errors.
const optionalText = (min: number, max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, `${key}TooLong`)
    .refine((v) => v === "" || v.length >= min, `${key}TooShort`)
    .transform((v) => (v === "" ? null : v));

export const usernamePattern = /^[a-z0-9_]{3,30}$/;

export const usernameField = z
  .string({ error: "usernameRequired" })
  .trim()
  .toLowerCase()
  .min(1, "usernameRequired")
  .regex(usernamePattern, "usernameInvalid");

export const profileSchema = z.object({
  name: optionalText(2, 255, "name"),
  username: usernameField,
  bio: optionalText(10, 500, "bio"),
  website: z
    .string()
    .trim()
    .max(255, "websiteTooLong")
    .refine((v) => v === "" || (/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) && URL.canParse(v)), "websiteInvalid")
    .transform((v) => (v === "" ? null : v)),
  language: z.enum(routing.locales, { error: "languageInvalid" }),
  theme: z.enum(["system", "light", "dark"], { error: "themeInvalid" }),
});

export const preferencesSchema = z.object({
  emailOnReply: z.boolean(),
  newsletter: z.boolean(),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
export type Preferences = z.output<typeof preferencesSchema>;
