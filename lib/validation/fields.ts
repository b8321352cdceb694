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

// Something@label.label, no spaces. The domain's labels hold no dots, so the pattern has one way
// to match any input (linear); the old /^[^\s@]+@[^\s@]+\.[^\s@]+$/ tried every dot and took
// seconds on "a@" + "a.".repeat(40_000) + "@". Deliverability is the mail's job.
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A required e-mail address of at most 254 characters (RFC 5321). */
export const email = () =>
  z
    .string(message("emailRequired"))
    .trim()
    .max(254, stop("tooLong"))
    .min(1, stop("emailRequired"))
    .regex(emailPattern, message("emailInvalid"));

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
