import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { hasMemberCookie } from "@/lib/auth/member-request.mjs";
import { isMembersOnly } from "@/lib/auth/members-only";
import { categoryPageRoute } from "@/lib/content/category-pages";
import { internalPath, publicPath, splitLocale } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { isMalformedUrl, malformedUrl } from "@/lib/security/malformed-url";
import { routedPath } from "@/lib/security/routed-path";
import { isDatabaseDown } from "@/lib/health/state";
import { unavailable } from "@/lib/health/unavailable";
import { isCachedPage, newNonce, pagePolicy } from "@/lib/security/csp";
import { searchPageRoute } from "@/lib/search/cached-route";
import { variantHeader } from "@/lib/offline/policy";
import { forumPageRoute } from "@/lib/forum/cached-route";

// Next 16's name for middleware.ts, run for every page (not API routes or files). First a cheap
// guard: members-only pages send visitors without a session cookie to the need-login gate (the
// pages check the session itself too). Then next-intl picks the language (prefix, NEXT_LOCALE
// cookie, then Accept-Language) and rewrites or redirects to the localized route. Every answer
// carries the page's Content-Security-Policy (lib/security/csp.ts); the other security headers
// are static and set in next.config.ts. A request with a session cookie for a cached page is
// rewritten to that page's member variant (pageRoute below, docs/adr/0040-member-pages.md).
const intl = createMiddleware(routing);
const memberSegment = "_member";
const development = process.env.NODE_ENV === "development";

export default function proxy(request: NextRequest) {
  // An undecodable address or a U+0000 in it: a small 404 page (400 for the API) instead of a 500.
  if (isMalformedUrl(request.nextUrl)) return malformedUrl(request);
  // Files and other dotted addresses reach here only for that check and the internal segments' (see
  // the matcher): "/%5Fmember/x.y" would otherwise reach a member variant without the proxy.
  if (request.nextUrl.pathname.includes(".")) {
    const api = request.nextUrl.pathname.startsWith("/api/");
    return api || routedPath(request.nextUrl.pathname) !== null ? NextResponse.next() : malformedUrl(request);
  }
  // While PostgreSQL is unreachable: a localized 503 page, or 503 JSON for /api (lib/health).
  if (isDatabaseDown()) return unavailable(request);
  if (request.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  const { pathname, search, searchParams } = request.nextUrl;
  // Decided on the path Next routes; an internal segment or an encoded separator in any spelling
  // is not an address (lib/security/routed-path.ts): the small localized 404.
  const routed = routedPath(pathname);
  if (routed === null) return malformedUrl(request);
  const { locale, path, prefixed } = splitLocale(routed);
  const member = hasMemberCookie(request.cookies);
  // A member's variant of a cached page renders per request, so it gets the strict policy too. A
  // visitor's search is served from the cache (lib/search/cached-route.ts).
  const cached = (isCachedPage(path) || searchPageRoute(path, searchParams, member) !== undefined) && !member;
  // A visitor's forum list and threads too, and the forum's internal addresses asked for from outside
  // (their cached 404) for anyone (lib/forum/cached-route.ts); a member's forum renders per request.
  const forumCached = forumPageRoute(path, searchParams, member) !== undefined;
  const nonce = cached || forumCached || development ? undefined : newNonce();
  const policy = pagePolicy({ nonce, development });

  let response: NextResponse;
  if (isMembersOnly(path, searchParams) && !member) {
    const gate = new URL(publicPath(locale, "/auth/need-login"), request.url);
    gate.searchParams.set("callbackUrl", `${pathname}${search}`);
    response = NextResponse.redirect(gate);
  } else {
    // Next reads the nonce from the request's policy and puts it on the scripts it renders.
    if (nonce) request.headers.set("Content-Security-Policy", policy);
    // A server action never sets the language cookie: Next takes a cookie set here for the action
    // changing cookies and renders the whole page again into the action's answer, which under load costs
    // a full render per write. Browsers that send Fetch Metadata say so for their action requests (next-intl sets
    // the cookie for documents only); this makes it so for every client (Safari before 16.4 sends none).
    if (request.method === "POST" && request.headers.has("next-action")) request.headers.set("sec-fetch-dest", "empty");
    response = intl(request);
    // next-intl sets the language cookie whenever Accept-Language would choose another language than
    // the page's, and a client that sends none (crawlers, feed readers, load tools) "would choose" none.
    // Where the path names no language, such a client gets English with or without the cookie: it
    // would change nothing, and an answer that sets a cookie is never cached (server/shared-cache.mjs).
    if (!prefixed && !request.headers.has("accept-language") && !request.cookies.has("NEXT_LOCALE")) {
      response.headers.delete("set-cookie");
      response.headers.delete("x-middleware-set-cookie");
    }
    const route = response.headers.has("location") ? undefined : pageRoute(path, searchParams, member);
    if (route) response = toRoute(response, internalPath(locale, route), request);
    // The service worker keeps a member's variant in a cache of its own (lib/offline/policy.ts).
    if (member && (route?.startsWith(`/${memberSegment}/`) || route === `/${memberSegment}`))
      response.headers.set(variantHeader, "member");
  }
  if (isHttps(request)) secureCookies(response);
  return withPolicy(response, policy);
}

/**
 * The internal route that serves `path`, when it is not the path itself: a public category listing's
 * cached route (lib/content/category-pages.ts), a visitor's search's (lib/search/cached-route.ts), and for a request with a session cookie the member
 * variant of any cached page, `/_member{route}` (app/[locale]/(site)/%5Fmember): the same page
 * rendered per request from the session, so the member's name, bookmark, review and the text of a
 * members-only article are in its first HTML. Only the cookie's presence is checked here; the page
 * reads the session, and a forged or expired cookie gets the visitors' content from it (a members-only
 * page's variant sends it to the need-login gate). Internal routes asked for from outside never get
 * here (routedPath above).
 */
function pageRoute(path: string, search: URLSearchParams, member: boolean): string | undefined {
  // The forum: a visitor's list and threads from the cache, the internal addresses not found; a
  // member's forum renders per request at its own address (no member variant).
  const forumRoute = forumPageRoute(path, search, member);
  if (forumRoute || path.split("/")[1] === "forum") return forumRoute;
  const searchRoute = searchPageRoute(path, search, member);
  if (searchRoute) return searchRoute;
  const route = categoryPageRoute(path, search);
  if (!member || !isCachedPage(path)) return route;
  const target = route ?? path;
  return `/${memberSegment}${target === "/" ? "" : target}`;
}

/**
 * Serves a page from its internal route (pageRoute): next-intl's
 * answer (a plain pass or its rewrite to /en/...) becomes a rewrite to `route`, keeping its headers
 * (the request's locale, the locale cookie).
 */
function toRoute(response: NextResponse, route: string, request: NextRequest): NextResponse {
  const headers = new Headers(response.headers);
  headers.delete("x-middleware-next");
  return NextResponse.rewrite(new URL(route, request.url), { headers });
}

/** The page's policy on a page answer (API answers get theirs from next.config.ts). */
function withPolicy(response: NextResponse, policy: string): NextResponse {
  if (!response.headers.has("Content-Security-Policy")) response.headers.set("Content-Security-Policy", policy);
  return response;
}

const isHttps = (request: NextRequest) =>
  (request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol.replace(":", "")) === "https";

/** NEXT_LOCALE, which next-intl sets here, is marked Secure when the site is served over https. */
function secureCookies(response: NextResponse) {
  for (const cookie of response.cookies.getAll()) response.cookies.set({ ...cookie, secure: true });
}

export const config = {
  // Everything except Next internals and files with an extension (sitemap.xml, icons); API routes
  // (but the static health check) only for the 503 while the database is down.
  // Addresses with a dot but percent-encoding in them come too, for the malformed-address check.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)", "/api/((?!health).*)", "/((?!_next|_vercel).*%[0-9a-fA-F]{2}.*)"],
};
