// What the service worker (sw/worker.ts) keeps for reading offline, and what it never keeps. Shared
// with the pages that list or clear the kept copies (components/offline), and tested on its own.
// No import from Next or next-intl: this file is bundled into the worker.

/** The site's editions, as in lib/i18n/routing.ts (a unit test keeps the two lists equal). */
export const editions = ["en", "es", "fr", "pt"] as const;
export type Edition = (typeof editions)[number];
export const regionOf: Record<Edition, string> = { en: "en-US", es: "es-MX", fr: "fr-FR", pt: "pt-BR" };

/** The caches, by name. A member's pages never go into the visitors' one. */
export const cacheNames = {
  static: "covid-info-static",
  images: "covid-info-images",
  visitor: "covid-info-pages",
  member: "covid-info-member-pages",
  meta: "covid-info-offline-meta",
  shellPrefix: "covid-info-offline-shell-",
} as const;

/** Where the worker keeps the member session's expiry (in the meta cache, a JSON answer). */
export const sessionKey = "/__offline/session";
/** The headers a kept page carries: when it was saved, and its title (URI-encoded). */
export const savedAtHeader = "x-offline-saved-at";
export const titleHeader = "x-offline-title";
/** Set by proxy.ts on a member variant of a page (its own cache, see above). */
export const variantHeader = "x-page-variant";

export const limits = {
  pages: 50,
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  imageBytes: 50 * 1024 * 1024,
  networkTimeoutMs: 3_000,
};

/** First path segments (after the edition) never kept: accounts, tokens, staff screens, feeds. */
const neverKept = new Set([
  "admin",
  "api",
  "auth",
  "editor",
  "feeds",
  "moderation",
  "subscriptions",
  "user",
  "_member",
  "offline",
  "test-error",
]);

/** The edition of a path and the path without it: "/es/news" is ["es", "/news"], "/news" ["en", "/news"]. */
export function splitEdition(pathname: string): [Edition, string] {
  const first = pathname.split("/")[1] ?? "";
  const edition = editions.find((e) => e === first && e !== "en");
  if (!edition) return ["en", pathname];
  return [edition, pathname.slice(first.length + 1) || "/"];
}

/** The offline page of an edition: /offline, /es/offline... */
export const offlinePath = (edition: Edition) => (edition === "en" ? "/offline" : `/${edition}/offline`);

/**
 * Whether a page at `url` may be kept: a page of this site (not a file, feed or API answer) outside
 * the accounts, token links (sign-in, confirmation, unsubscribe) and staff screens. The answer must
 * still pass `keepableAnswer`.
 */
export function keepablePage(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (url.pathname.includes(".")) return false;
  const [, path] = splitEdition(url.pathname);
  const first = path.split("/")[1] ?? "";
  return !neverKept.has(first);
}

/** Which cache an answer for a keepable page goes into, if any. */
export function keepableAnswer(headers: Pick<Headers, "get">, status: number): "visitor" | "member" | undefined {
  if (status !== 200) return undefined;
  if (!(headers.get("content-type") ?? "").startsWith("text/html")) return undefined;
  // A member's variant is rendered per request and marked private: it goes to the member's cache only.
  if (headers.get(variantHeader) === "member") return "member";
  const control = (headers.get("cache-control") ?? "").toLowerCase();
  if (/\b(no-store|private)\b/.test(control)) return undefined;
  return "visitor";
}

/** A kept page older than 30 days is not shown. */
export const fresh = (savedAt: number, now: number) => now - savedAt <= limits.maxAgeMs;

/** The member session the worker may serve the member cache for: until its expiry, at most 30 days. */
export type SessionState = { expires: number };

export function sessionActive(state: SessionState | null | undefined, now: number): boolean {
  return Boolean(state && typeof state.expires === "number" && state.expires > now);
}
