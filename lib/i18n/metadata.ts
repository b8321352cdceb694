import type { Metadata } from "next";
import { getPathname } from "./navigation";
import { feedPath } from "@/lib/seo/urls";
import { routing, type Locale } from "./routing";

/**
 * Canonical, hreflang and feed links for a page that exists at `path` (without locale prefix) in
 * every language. hreflang uses bare language codes so each version serves all regions.
 */
export function alternates(locale: Locale, path: string): NonNullable<Metadata["alternates"]> {
  const href = (l: Locale) => getPathname({ locale: l, href: path });
  return {
    canonical: href(locale),
    languages: {
      ...Object.fromEntries(routing.locales.map((l) => [l, href(l)])),
      "x-default": href(routing.defaultLocale),
    },
    // The page language's RSS feed (here, since a page's alternates replace the layout's).
    types: { "application/rss+xml": feedPath(locale) },
  };
}
