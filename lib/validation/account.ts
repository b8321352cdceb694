import { z } from "./zod";
import { routing } from "@/lib/i18n/routing";
import { optionalText, optionalUrl } from "./fields";
import { message, stop } from "./messages";

// The account form (Profile tab) and POST /api/user/update-profile share this schema. Limits are the
// spec's: name 2-255, bio 10-500, website a valid URL of at most 255. The form sends what was typed
// (an empty field is ""); only the server's parse turns an empty optional field into null.
export const usernamePattern = /^[a-z0-9_]{3,30}$/;

export const usernameField = z
  .string(message("usernameRequired"))
  .trim()
  .toLowerCase()
  .max(64, stop("usernameInvalid"))
  .min(1, stop("usernameRequired"))
  .regex(usernamePattern, message("usernameInvalid"));

export const profileSchema = z.object({
  name: optionalText({ min: 2, max: 255, tooShort: "nameTooShort", tooLong: "nameTooLong" }),
  username: usernameField,
  bio: optionalText({ min: 10, max: 500, tooShort: "bioTooShort", tooLong: "bioTooLong" }),
  website: optionalUrl({ max: 255, invalid: "websiteInvalid", tooLong: "websiteTooLong" }),
  language: z.enum(routing.locales, message("languageInvalid")),
  theme: z.enum(["system", "light", "dark"], message("themeInvalid")),
});

export const preferencesSchema = z.object({
  emailOnReply: z.boolean(),
  newsletter: z.boolean(),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
export type Preferences = z.output<typeof preferencesSchema>;
