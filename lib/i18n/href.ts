import { internalPath, publicPath } from "./paths";
import { routing, type Locale } from "./routing";

// Where a link in a given language points: the pure half of lib/i18n/navigation.ts, shared by the
// server (getPathname, redirect) and the browser (Link, useRouter). It spells out next-intl's rules
// for `localePrefix: "as-needed"` so that the browser needs none of next-intl's code.

type QueryValue = string | number | boolean;
/** A path of the site ("/news"), or a path with its query. Absolute and relative URLs pass unchanged. */
export type Href =
  string | { pathname: string; query?: Record<string, QueryValue | ReadonlyArray<QueryValue> | undefined> };

const isLocalizable = (pathname: string) => pathname.startsWith("/") && !pathname.startsWith("//");

function withQuery(href: Href): string {
  if (typeof href === "string") return href;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {}))
    if (Array.isArray(value)) for (const one of value) params.append(key, String(one));
    else if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return query ? `${href.pathname}?${query}` : href.pathname;
}

/**
 * `href` as a reader in `locale` follows it: "/news" -> "/es/news", English unprefixed unless
 * `forcePrefix` (a link that changes the language says it: "/en/news").
 */
export function getPathname({ href, locale, forcePrefix }: { href: Href; locale: Locale; forcePrefix?: boolean }) {
  const path = withQuery(href);
  const end = path.search(/[?#]/);
  const pathname = end < 0 ? path : path.slice(0, end);
  if (!isLocalizable(pathname)) return path;
  return (forcePrefix ? internalPath(locale, pathname) : publicPath(locale, pathname)) + path.slice(pathname.length);
}

/** The locale cookie's value as a Set-Cookie-like string for document.cookie (next-intl's cookie). */
export function localeCookie(locale: Locale, secure: boolean): string {
  const { name, maxAge } = routing.localeCookie as { name: string; maxAge: number };
  return `${name}=${locale};path=/;max-age=${maxAge};samesite=lax${secure ? ";secure" : ""}`;
}
