// Sitemap protocol 0.9 documents (https://www.sitemaps.org/protocol.html) with hreflang alternates.
import { routing, type Locale } from "@/lib/i18n/routing";
import { absoluteUrl } from "./urls";
import { element, escapeXml } from "./xml";

/**
 * A page at the same path in every language, or only in `locales` (an article: its published
 * languages); lastModified is an ISO date.
 */
export type SitemapPage = { path: string; lastModified?: string; locales?: Locale[] };

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";

// Every language version links to all the others and to x-default (English, or the first language
// the page has), as the pages' own <link rel="alternate" hreflang> tags do.
function alternateLinks(origin: string, path: string, locales: readonly Locale[]): string {
  const link = (hreflang: string, locale: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(origin, locale, path))}"/>`;
  const fallback = locales.includes(routing.defaultLocale) ? routing.defaultLocale : locales[0]!;
  return [...locales.map((locale) => link(locale, locale)), link("x-default", fallback)].join("");
}

/** A <urlset> with one <url> per page and language. */
export function buildUrlset(pages: SitemapPage[], origin: string): string {
  const urls = pages.flatMap((page) => {
    const locales = page.locales?.length ? routing.locales.filter((l) => page.locales!.includes(l)) : routing.locales;
    const alternates = alternateLinks(origin, page.path, locales);
    const lastmod = page.lastModified ? element("lastmod", page.lastModified) : "";
    return locales.map(
      (locale) => `<url>${element("loc", absoluteUrl(origin, locale, page.path))}${lastmod}${alternates}</url>\n`,
    );
  });
  return `${xmlDeclaration}<urlset xmlns="${sitemapNs}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("")}</urlset>\n`;
}

/** A <sitemapindex> pointing at the given sitemap URLs. */
export function buildSitemapIndex(urls: string[]): string {
  const entries = urls.map((url) => `<sitemap>${element("loc", url)}</sitemap>\n`).join("");
  return `${xmlDeclaration}<sitemapindex xmlns="${sitemapNs}">\n${entries}</sitemapindex>\n`;
}
