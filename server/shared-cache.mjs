// What a shared cache (a CDN or caching proxy in front, such as the nginx of npm run bench:proxy) may
// keep, decided by the app's own HTTP server (server/steps.mjs, sharedCacheHeaders) as each response leaves, from the request
// and the Cache-Control Next chose. Next marks prerendered and revalidated pages
// `s-maxage=<revalidate>, stale-while-revalidate=…` (a year for a page that never revalidates),
// which would let a proxy serve a page long after an editor corrected it, and it says the same of a
// page whose language came from Accept-Language, which a proxy keyed on the URL would hand to readers
// of another language. So:
//   - a member's request (either next-auth session cookie) for a page, or a token page: private, no-store;
//   - a page Next would let a shared cache keep, asked with an explicit language (a path prefix, or
//     the language cookie, which the response then varies on), or a file whose route fixes its
//     language (a path with a dot: feeds, sitemaps; the proxy never negotiates those): public,
//     briefly (SHARED_CACHE_SECONDS, 60 by default), and stale while it revalidates;
//   - the same page without an explicit language (its language came from Accept-Language): private;
//   - a visitor's page rendered per request (the forum, a thread, a search), which Next
//     marks no-store: private, no-cache. It holds nothing of anyone's, is still asked for again each time it
//     loads, and the browser may now keep it whole for "back" (its back-forward cache skips no-store pages);
//   - anything else (static files, API answers, errors): Next's header, untouched;
//   - whatever the above, an answer that sets a cookie (next-intl's language cookie on a first visit)
//     is private: some shared caches would replay the cookie to every reader.
// The language cookie is read as Next reads it for next-intl (lib/i18n/language-cookie.mjs), so that
// the language a page was rendered in and the one it is kept under can never differ.
// Plain JavaScript because the server runs in Node without a build step.
import { isMemberCookieHeader } from "../lib/auth/member-request.mjs";
import { languageCookie } from "../lib/i18n/language-cookie.mjs";

const LANGUAGES = new Set(["en", "es", "fr", "pt"]);
const LANGUAGE_PREFIX = /^\/(?:es|fr|pt)(?:\/|$)/;
const FILE = /\/[^/]*\.[A-Za-z0-9]+$/;
// What Next sets on a page rendered per request.
const NEXT_PER_REQUEST = "private, no-cache, no-store, max-age=0, must-revalidate";
// Pages that carry a secret in their address: sign-in and reset links, confirmations, unsubscribing.
const TOKEN_PARAMETER = /[?&](?:token|code|email|callbackUrl)=/i;
const TOKEN_PATH = /^(?:\/(?:es|fr|pt))?\/(?:auth|unsubscribe|subscriptions)(?:\/|$)/;

/** Seconds a shared cache may keep a public page: SHARED_CACHE_SECONDS, a whole number (default 60). */
export function sharedCacheSeconds(value) {
  if (value === undefined || value === "") return 60;
  if (!/^\d{1,6}$/.test(value))
    throw new Error(`SHARED_CACHE_SECONDS must be a whole number (got ${JSON.stringify(value)})`);
  return Number(value);
}

/**
 * The Cache-Control (and Vary) a response leaves with, or null to leave Next's untouched.
 * `request`: { method, url (path and query), cookie }; `cacheControl`: what Next set, if anything;
 * `setsCookie`: whether the answer has a Set-Cookie header.
 */
export function sharedCachePolicy(request, seconds = 60) {
  const policy = decide(request, seconds);
  const leaving = policy?.cacheControl ?? request.cacheControl ?? "";
  if (request.setsCookie && !/\b(?:private|no-store)\b/.test(leaving)) return { cacheControl: "private, no-cache" };
  return policy;
}

function decide({ method, url, cookie = "", cacheControl = "", status = 200 }, seconds) {
  if (method !== "GET" && method !== "HEAD") return null;
  const path = url.split("?")[0] ?? "/";
  if (path.startsWith("/_next/") || path.startsWith("/api/")) return null;
  // A path with a dot is a file (a feed, the sitemap, an image): the same for every reader.
  const file = FILE.test(path);
  if ((!file && isMemberCookieHeader(cookie)) || TOKEN_PATH.test(path) || TOKEN_PARAMETER.test(url))
    return { cacheControl: "private, no-store" };
  if (!file && status < 500 && cacheControl === NEXT_PER_REQUEST) return { cacheControl: "private, no-cache" };
  // A 404 too: a year-long one would hide an item published after it was first asked for.
  if (status >= 500 || !/\bs-maxage=/.test(cacheControl)) return null;
  if (file || LANGUAGE_PREFIX.test(path)) return { cacheControl: publicFor(seconds) };
  if (LANGUAGES.has(languageCookie(cookie).value ?? "")) return { cacheControl: publicFor(seconds), vary: "Cookie" };
  return { cacheControl: "private, no-cache" };
}

const publicFor = (seconds) =>
  seconds > 0 ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}` : "private, no-cache";
