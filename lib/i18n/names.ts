import { regions, routing, type Locale } from "@/lib/i18n/routing";

// One Intl.DisplayNames per reader's language and kind for the life of the process: a digest run
// names languages in thousands of mails.
const displayNames = new Map<string, Intl.DisplayNames>();
function names(locale: Locale, type: "region" | "language"): Intl.DisplayNames {
  // A page may render beside a layout that is refusing its language (an address such as
  // "/..%2Fetc" reaches pages with a language that is none): it is named in English then, never
  // throws (the layout's 404 is what the reader gets), and adds nothing to the map.
  const region = regions[locale] ?? regions[routing.defaultLocale];
  const key = `${region} ${type}`;
  let named = displayNames.get(key);
  if (!named) {
    named = new Intl.DisplayNames([region], { type, fallback: "code" });
    displayNames.set(key, named);
  }
  return named;
}

const capitalize = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(regions[locale]) + text.slice(1);

/** Names countries (ISO 3166-1 alpha-2) in the reader's language: "US" is "Estados Unidos" in Spanish. */
export function countryNamer(locale: Locale): (code: string) => string {
  return (code) => {
    try {
      return names(locale, "region").of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/**
 * Names a language in the reader's language as it reads inside a sentence: "en" is "inglés" in
 * Spanish ("Disponible solo en inglés"), "English" in English. Not `localeNames`, which names each
 * language in itself, for the language switcher.
 */
export function languageInSentence(locale: Locale, code: string): string {
  return names(locale, "language").of(code) ?? code;
}

/** Names languages in the reader's language, capitalized for a list ("español" becomes "Español"). */
export function languageNamer(locale: Locale): (code: string) => string {
  return (code) => capitalize(languageInSentence(locale, code), locale);
}

/** Sorts options by their label in the reader's language. */
export function byLabel<T extends { label: string }>(locale: Locale) {
  const collator = new Intl.Collator(regions[locale]);
  return (a: T, b: T) => collator.compare(a.label, b.label);
}
