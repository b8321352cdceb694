import { defineRouting } from "next-intl/routing";

// The only place the site's languages are defined.
export const routing = defineRouting({
  locales: ["en", "es", "fr", "pt"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365 },
  // No `Link` header naming the page in every language: the page's own <link rel="alternate"
  // hreflang> names the languages it exists in (an article: its published ones), and
  // building the header cost every request time.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

// Regions used for formatting dates and numbers, and for og:locale.
export const regions: Record<Locale, string> = { en: "en-US", es: "es-MX", fr: "fr-FR", pt: "pt-BR" };

// Each language's name in that language, for the switcher.
export const localeNames: Record<Locale, string> = { en: "English", es: "Español", fr: "Français", pt: "Português" };
