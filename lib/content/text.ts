import type { Locale } from "@/lib/generated/prisma/enums";

/**
 * The text to show a reader: their language's translation, else the original, else (the original
 * unpublished in the newsroom) any published language; the page then marks it as "available in …
 * only". Undefined when the item has no published text at all.
 */
export function pickText<T extends { locale: Locale }>(
  translations: T[],
  locale: Locale,
  originalLocale: Locale,
): T | undefined {
  return (
    translations.find((t) => t.locale === locale) ??
    translations.find((t) => t.locale === originalLocale) ??
    translations[0]
  );
}
