import { z } from "./zod";
import { routing } from "@/lib/i18n/routing";
import { optionalText, optionalUrl } from "./fields";
import { message, stop } from "./messages";

// The account form (Profile tab) and POST /api/user/update-profile share this schema. Limits are the
// spec's: name 2-255, bio 10-500, website a valid URL of at most 255. The form sends what was typed
// (an empty field is ""); only the server's parse turns an empty optional field into null. The
// username is optional like the rest (only posting and commenting need one, SPEC "Accounts"); a
// username once chosen may be changed but not removed, which the savers check against the record.
export const usernamePattern = /^[a-z0-9_]{3,30}$/;

export const usernameField = z
  .string(message("usernameRequired"))
  .trim()
  .toLowerCase()
  .max(64, stop("usernameInvalid"))
  .min(1, stop("usernameRequired"))
  .regex(usernamePattern, message("usernameInvalid"));

/** An optional username: empty means "none yet" and becomes null on the server. */
export const optionalUsernameField = z
  .string()
  .trim()
  .toLowerCase()
  .max(64, stop("usernameInvalid"))
  .refine((v) => v === "" || usernamePattern.test(v), message("usernameInvalid"))
  .transform((v) => v || null);

export const profileSchema = z.object({
  name: optionalText({ min: 2, max: 255, tooShort: "nameTooShort", tooLong: "nameTooLong" }),
  username: optionalUsernameField,
  bio: optionalText({ min: 10, max: 500, tooShort: "bioTooShort", tooLong: "bioTooLong" }),
  website: optionalUrl({ max: 255, invalid: "websiteInvalid", tooLong: "websiteTooLong" }),
  language: z.enum(routing.locales, message("languageInvalid")),
  theme: z.enum(["system", "light", "dark"], message("themeInvalid")),
});

/** The same form when the member was sent to choose a username before posting: then it is required. */
export const profileWithUsernameSchema = profileSchema.extend({ username: usernameField });

export const preferencesSchema = z.object({
  emailOnReply: z.boolean(),
  newsletter: z.boolean(),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
export type Preferences = z.output<typeof preferencesSchema>;
