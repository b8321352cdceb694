import { routing, type Locale } from "./routing";

// Paths as the app routes them: the proxy (which runs before any page and does not load the
// navigation helpers), cache tags, and lib/i18n/href.ts, on which every link, redirect and e-mail
// link a person follows is built (lib/i18n/navigation.ts: getPathname, Link, redirect);
// tests/unit/paths.test.ts and tests/unit/navigation.test.ts hold them to next-intl's answers.

/** The language of a public path and the rest: "/es/news" -> es, "/news"; "/news" -> en, "/news". */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const locale = routing.locales.find(
    (l) => l !== routing.defaultLocale && (pathname === `/${l}` || pathname.startsWith(`/${l}/`)),
  );
  if (!locale) return { locale: routing.defaultLocale, path: pathname, prefixed: false };
  return { locale, path: pathname.slice(locale.length + 1) || "/", prefixed: true };
}

/** `path` in `locale` as a visitor's address: no prefix for English ("/news" -> "/es/news"). */
export const publicPath = (locale: Locale, path: string): string =>
  locale === routing.defaultLocale ? path : `/${locale}${path === "/" ? "" : path}`;

/** The app's own route of `path`, always with its locale segment ("/en/news"): revalidatePath, rewrites. */
export const internalPath = (locale: Locale, path: string): string => `/${locale}${path === "/" ? "" : path}`;
