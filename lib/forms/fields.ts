import { z } from "zod";

// Building blocks shared by the public forms. Every message is a key of the "FormErrors"
// namespace (messages/<locale>/forms.json), translated by the client, so the same schema can run
// in the browser and in the server action.
export type FormErrorKey =
  | "categoryRequired"
  | "descriptionRequired"
  | "descriptionTooShort"
  | "tooLong"
  | "emailRequired"
  | "emailInvalid"
  | "fromNameRequired"
  | "fromNameTooShort"
  | "linkInvalid"
  | "nameRequired"
  | "nameTooShort"
  | "productRequired"
  | "subjectRequired"
  | "subjectTooShort"
  | "messageRequired"
  | "messageTooShort";

const error = (key: FormErrorKey) => ({ error: key });

/** A required text of at least `min` characters (after trimming) and at most `max`. */
export function text(min: number, max: number, required: FormErrorKey, tooShort: FormErrorKey) {
  return z.string(error(required)).trim().min(1, error(required)).min(min, error(tooShort)).max(max, error("tooLong"));
}

// Deliberately simple: something@something.tld, no spaces. Checking deliverability is the mail's job.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = z
  .string(error("emailRequired"))
  .trim()
  .min(1, error("emailRequired"))
  .max(254, error("tooLong"))
  .regex(emailPattern, error("emailInvalid"));

// Only web addresses: a javascript: or data: "link" would be dangerous to show to the staff.
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** An optional http(s) URL; empty means "not given" and becomes null. */
export const optionalLink = z
  .string()
  .trim()
  .max(2048, error("tooLong"))
  .refine((v) => v === "" || isWebUrl(v), error("linkInvalid"))
  .optional()
  .transform((v) => v || null);

/** The hidden field bots fill in and people do not (see lib/forms/guard.ts). */
export const honeypot = z.string().max(500).optional();
