// An entry's language: the feed's own when it names one of the site's four, else detected from the
// title and summary by franc-min (docs/adr/0069-language-detector.md), else null for the editor.
import { franc } from "franc-min";
import type { Locale } from "@/lib/generated/prisma/enums";

const fromIso3: Record<string, Locale> = { eng: "en", spa: "es", fra: "fr", por: "pt" };

/** "en-US", "pt_BR", "fr" -> the site's locale; null for any other language or none. */
export function feedLocale(tag: string | null | undefined): Locale | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === "en" || primary === "es" || primary === "fr" || primary === "pt" ? primary : null;
}

/** Below this many letters a guess is too often wrong: the editor decides. */
export const MIN_DETECT_LENGTH = 40;

/**
 * The site's locale the text is written in, or null when it is too short or in another language.
 * franc-min compares all its languages, so German is not forced into one of ours.
 */
export function detectLocale(text: string): Locale | null {
  if (text.replace(/[^\p{L}]/gu, "").length < MIN_DETECT_LENGTH) return null;
  return fromIso3[franc(text, { minLength: MIN_DETECT_LENGTH })] ?? null;
}
