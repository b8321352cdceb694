import { regions, type Locale } from "@/lib/i18n/routing";

const capitalize = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(regions[locale]) + text.slice(1);

/** Names countries (ISO 3166-1 alpha-2) in the reader's language: "US" is "Estados Unidos" in Spanish. */
export function countryNamer(locale: Locale): (code: string) => string {
  const names = new Intl.DisplayNames([regions[locale]], { type: "region", fallback: "code" });
  return (code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/** Names languages in the reader's language, capitalized for a list ("español" becomes "Español"). */
export function languageNamer(locale: Locale): (code: string) => string {
  const names = new Intl.DisplayNames([regions[locale]], { type: "language", fallback: "code" });
  return (code) => capitalize(names.of(code) ?? code, locale);
}

/** Sorts options by their label in the reader's language. */
export function byLabel<T extends { label: string }>(locale: Locale) {
  const collator = new Intl.Collator(regions[locale]);
  return (a: T, b: T) => collator.compare(a.label, b.label);
}
