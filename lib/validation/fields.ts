import { z } from "./zod";
import { message, stop, type ValidationKey } from "./messages";

// Building blocks shared by the schemas. Every text is trimmed and capped in length before any
// pattern or refinement reads it (the cap aborts the rest), and every pattern is linear, so no
// input, however long or crafted, makes validation expensive.

type TextOptions = {
  min?: number;
  max: number;
  required: ValidationKey;
  tooShort?: ValidationKey;
  tooLong?: ValidationKey;
};

/** A required text of `min` to `max` characters after trimming. */
export function requiredText({ min = 1, max, required, tooShort = required, tooLong = "tooLong" }: TextOptions) {
  return z.string(message(required)).trim().max(max, stop(tooLong)).min(1, stop(required)).min(min, message(tooShort));
}

/** An optional text: empty means "not given" and becomes null on the server. */
export function optionalText({
  min = 1,
  max,
  tooShort,
  tooLong = "tooLong",
}: Omit<TextOptions, "required"> & { tooShort: ValidationKey }) {
  return z
    .string()
    .trim()
    .max(max, stop(tooLong))
    .refine((v) => v === "" || v.length >= min, message(tooShort))
    .transform((v) => (v === "" ? null : v));
}

// One plain address and nothing else: a dot-atom local part of at most 64 characters (RFC 5321)
// and a host of dotted labels, ASCII only. Everything that makes a header hold a list or a display
// name is refused: commas, angle brackets, quotes, spaces, parentheses, colons, semicolons and
// control characters ("q1,someone@example.com" or "q<someone@example.com>" would be delivered to
// someone@example.com under a name the sender chose). Every part has one way to match (atoms and
// labels hold no dots), so the pattern is linear; the old /^[^\s@]+@[^\s@]+\.[^\s@]+$/ tried
// every dot and took seconds on "a@" + "a.".repeat(40_000) + "@". Deliverability is the mail's job.
const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const label = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
export const emailPattern = new RegExp(`^(?=[^@]{1,64}@)${atom}(?:\\.${atom})*@(?:${label}\\.)+${label}$`);

/** True for one plain address as `email()` accepts it (before lower-casing). */
export const isPlainAddress = (value: string) => value.length <= 254 && emailPattern.test(value);

// The outbox's check of a recipient: one plain address as above, but a host of one label too
// ("staff@localhost", a local install's staff address), which no form accepts.
const recipientPattern = new RegExp(`^(?=[^@]{1,64}@)${atom}(?:\\.${atom})*@(?:${label}\\.)*${label}$`);

/** True for one plain address the outbox may send to (a form's, or a configured one such as the staff's). */
export const isPlainRecipient = (value: string) => value.length <= 254 && recipientPattern.test(value);

/**
 * A required e-mail address of at most 254 characters (RFC 5321), in the one form every table
 * and limit compares: trimmed and lower-cased here, once, for every form.
 */
export const email = () =>
  z
    .string(message("emailRequired"))
    .trim()
    .max(254, stop("tooLong"))
    .min(1, stop("emailRequired"))
    .regex(emailPattern, message("emailInvalid"))
    .transform((address) => address.toLowerCase());

/** An optional address (a contact shown on a page): empty means "not given" and becomes null. */
export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(254, stop("tooLong"))
    .refine((v) => v === "" || emailPattern.test(v), message("emailInvalid"))
    .transform((v) => (v === "" ? null : v.toLowerCase()));

/** True for an http(s) address with a dotted host: a javascript: or data: "link" is never shown. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** An optional web address; empty means "not given" and becomes null on the server. */
export const optionalUrl = ({
  max,
  invalid,
  tooLong = "tooLong",
}: {
  max: number;
  invalid: ValidationKey;
  tooLong?: ValidationKey;
}) =>
  z
    .string()
    .trim()
    .max(max, stop(tooLong))
    .refine((v) => v === "" || isWebUrl(v), message(invalid))
    .transform((v) => v || null);

/** An id from the page (a post, a product, a report): never shown, so no message of its own. */
export const id = () => z.string().min(1).max(64);

/** The hidden field bots fill in and people do not (components/ui/honeypot.tsx). */
export const honeypot = z.string().max(500).optional();
