import type { Locale } from "@/lib/generated/prisma/enums";

/**
 * The text to show a reader: their language's translation, else the original, which the page
 * then marks as "available in … only". Undefined when neither exists.
 */
export function pickText<T extends { locale: Locale }>(
  translations: T[],
  locale: Locale,
  originalLocale: Locale,
): T | undefined {
  return translations.find((t) => t.locale === locale) ?? translations.find((t) => t.locale === originalLocale);
}
