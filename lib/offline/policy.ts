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
  /** Articles a visitor saves for offline on this device (kept past the last 50 pages). */
  saved: 100,
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
  // `private` only keeps shared caches out, and this cache is the reader's own device: a visitor's page
  // rendered per request, or in the language Accept-Language chose, is theirs to keep. `no-store` is
  // what the server puts on a member's answers and token pages.
  const control = (headers.get("cache-control") ?? "").toLowerCase();
  if (/\bno-store\b/.test(control)) return undefined;
  return "visitor";
}

/** A kept page older than 30 days is not shown. */
export const fresh = (savedAt: number, now: number) => now - savedAt <= limits.maxAgeMs;

/** The member session the worker may serve the member cache for: until its expiry, at most 30 days. */
export type SessionState = { expires: number };

export function sessionActive(state: SessionState | null | undefined, now: number): boolean {
  return Boolean(state && typeof state.expires === "number" && state.expires > now);
}

// ---- A visitor's "Save for offline" ----------------------------------------------------------
// Visitors have no account bookmarks: what they save is kept on the device only, in the visitors'
// cache, with its list at `savedKey` in that same cache (cleared with it). Nothing goes to the server.

/** Where the list of saved articles is kept in the visitors' cache, and when the reader last declined the offer. */
export const savedKey = "/__offline/saved";
export const declinedKey = "/__offline/saved-declined";

/** One saved article: its address (origin and path), the article's id (for a later bookmark), title, when. */
export type SavedItem = { url: string; id: string; title: string; savedAt: number };

/** The saved list as read back from storage: well-formed items only, one per address, at most `limits.saved`. */
export function parseSaved(value: unknown, origin: string): SavedItem[] {
  if (!Array.isArray(value)) return [];
  const items = new Map<string, SavedItem>();
  for (const item of value.slice(-limits.saved * 2)) {
    if (typeof item !== "object" || item === null) continue;
    const { url, id, title, savedAt } = item as Record<string, unknown>;
    if (typeof url !== "string" || typeof id !== "string" || typeof title !== "string") continue;
    if (typeof savedAt !== "number" || !Number.isFinite(savedAt) || id.length > 64 || !/^[\w-]+$/.test(id)) continue;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    if (parsed.origin !== origin || !keepablePage(parsed, origin)) continue;
    items.delete(url);
    items.set(url, { url, id, title: title.slice(0, 300), savedAt });
  }
  return [...items.values()].slice(-limits.saved);
}

/** Whether the offer to add the saved articles to the account is due: something saved since the last "no". */
export const offerDue = (items: SavedItem[], declinedAt: number) => items.some((item) => item.savedAt > declinedAt);
