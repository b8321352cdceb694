/// <reference lib="webworker" />
// The service worker: built by scripts/build-sw.ts into public/sw.js and registered by
// components/offline/offline-client.ts as /sw.js?build={build id}. What it keeps, for how long and
// how a member's pages are kept apart: docs/offline.md. Serwist routes the requests and keeps the
// static files and images; pages have their own handler, because the cache an answer goes into
// (the visitors' or the member's) depends on the answer.
import { CacheFirst, CacheableResponsePlugin, ExpirationPlugin, Serwist, type SerwistPlugin } from "serwist";
import { Offline as en } from "../messages/en/site.json";
import { Offline as es } from "../messages/es/site.json";
import { Offline as fr } from "../messages/fr/site.json";
import { Offline as pt } from "../messages/pt/site.json";
import {
  cacheNames,
  editions,
  fresh,
  keepableAnswer,
  keepablePage,
  limits,
  offlinePath,
  parseSaved,
  regionOf,
  savedAtHeader,
  savedKey,
  declinedKey,
  sessionActive,
  sessionKey,
  splitEdition,
  titleHeader,
  type Edition,
  type SessionState,
} from "../lib/offline/policy";

declare const self: ServiceWorkerGlobalScope;

const words: Record<Edition, typeof en> = { en, es, fr, pt };
const build = new URL(self.location.href).searchParams.get("build")?.slice(0, 64) || "dev";
const shellCache = `${cacheNames.shellPrefix}${build}`;
const origin = self.location.origin;
const day = 24 * 60 * 60;

// ---- The member session ----------------------------------------------------------------------

async function readSession(): Promise<SessionState | null> {
  const answer = await (await caches.open(cacheNames.meta)).match(sessionKey);
  try {
    return answer ? ((await answer.json()) as SessionState) : null;
  } catch {
    return null;
  }
}

/** Forgets every page kept for a member, and the session they were kept for. */
async function forgetMember() {
  await caches.delete(cacheNames.member);
  await (await caches.open(cacheNames.meta)).delete(sessionKey);
}

/**
 * Asks the server whether this browser's session is still on (the worker cannot read the session
 * cookie) and keeps its expiry, at most 30 days ahead; with no session, forgets the member's pages.
 */
async function checkSession(): Promise<boolean> {
  try {
    const answer = await fetch("/api/_auth/session", { cache: "no-store" });
    if (!answer.ok) return false;
    const session = (await answer.json()) as { user?: unknown; expires?: unknown } | null;
    const expires = typeof session?.expires === "string" ? Date.parse(session.expires) : NaN;
    if (!session?.user || !Number.isFinite(expires)) {
      await forgetMember();
      return false;
    }
    const state: SessionState = { expires: Math.min(expires, Date.now() + limits.maxAgeMs) };
    await (await caches.open(cacheNames.meta)).put(sessionKey, Response.json(state));
    return true;
  } catch {
    return false;
  }
}

// ---- Pages -----------------------------------------------------------------------------------

const pageKey = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

/** Keeps a page's answer in the cache it belongs to (or none), with when and its title. */
async function keep(url: URL, answer: Response) {
  const kind = keepableAnswer(answer.headers, answer.status);
  if (!kind || answer.redirected) return;
  // The visitors' answer of a page members get their own variant of: the browser sent no session
  // cookie, so the session is over (signed out, expired, or the account deleted).
  if (kind === "visitor" && (await readSession())) await forgetMember();
  if (kind === "member" && !(await checkSession())) return;
  const html = await answer.text();
  const title = unescapeHtml(/<title[^>]*>([^<]{0,300})<\/title>/i.exec(html)?.[1] ?? url.pathname);
  const headers = new Headers(answer.headers);
  headers.set(savedAtHeader, String(Date.now()));
  headers.set(titleHeader, encodeURIComponent(title));
  const cache = await caches.open(kind === "member" ? cacheNames.member : cacheNames.visitor);
  const key = pageKey(url);
  // Deleted first so that the cache's order (insertion) stays oldest first.
  await cache.delete(key);
  await cache.put(key, new Response(html, { status: 200, headers }));
  // Past the last 50: a member's bookmarks, a visitor's articles saved for offline, and their lists.
  const pinned = new Set([...(await readPinned(cache)), ...(await readSaved(cache)), ...listKeys]);
  const keys = (await cache.keys()).filter((request) => !pinned.has(request.url));
  for (const old of keys.slice(0, Math.max(0, keys.length - limits.pages))) await cache.delete(old);
  // Signed out while this page was being kept: the page deleted the session, so this copy goes too.
  if (kind === "member" && !(await readSession())) await forgetMember();
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
/** The text of an HTML title (React escapes these five). */
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!);

// Bookmarked pages: kept past the last 50, in the member's cache (and so gone with it).
const pinnedKey = `${origin}/__offline/bookmarked`;

const listKeys = [pinnedKey, `${origin}${savedKey}`, `${origin}${declinedKey}`];

/** The addresses of the articles a visitor saved for offline (written by components/offline/kept.ts). */
async function readSaved(cache: Cache): Promise<string[]> {
  const answer = await cache.match(`${origin}${savedKey}`);
  const list = answer ? ((await answer.json().catch(() => [])) as unknown) : [];
  return parseSaved(list, origin).map((item) => item.url);
}

async function readPinned(cache: Cache): Promise<string[]> {
  const answer = await cache.match(pinnedKey);
  const list = answer ? ((await answer.json().catch(() => [])) as unknown) : [];
  return Array.isArray(list) ? list.filter((url): url is string => typeof url === "string") : [];
}

async function bookmark(url: URL, on: boolean) {
  if (!(await caches.has(cacheNames.member)) || !keepablePage(url, origin)) return;
  const cache = await caches.open(cacheNames.member);
  const key = pageKey(url);
  const list = (await readPinned(cache)).filter((pinned) => pinned !== key);
  if (on) list.push(key);
  await cache.put(pinnedKey, Response.json(list.slice(-500)));
}

/** The copy of a page kept for this reader: the member's (while their session lasts), else the visitors'. */
async function keptCopy(url: URL): Promise<Response | undefined> {
  const now = Date.now();
  const session = await readSession();
  const names: string[] = [cacheNames.visitor];
  if (sessionActive(session, now)) names.unshift(cacheNames.member);
  else if (session) await forgetMember();
  for (const name of names) {
    const answer = await (await caches.open(name)).match(pageKey(url));
    const savedAt = Number(answer?.headers.get(savedAtHeader));
    if (answer && fresh(savedAt, now)) return withBanner(answer, url, savedAt);
  }
  return undefined;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The kept page with a line at its end saying that the reader is offline and when the page was
 * saved. React leaves an element added at the end of <body> alone when it hydrates.
 */
async function withBanner(answer: Response, url: URL, savedAt: number): Promise<Response> {
  const [edition] = splitEdition(url.pathname);
  const w = words[edition];
  const date = new Intl.DateTimeFormat(regionOf[edition], { dateStyle: "medium", timeStyle: "short" }).format(savedAt);
  const banner =
    `<div role="status" data-offline-banner style="position:fixed;inset:auto 0 0 0;z-index:60;padding:.5rem 1rem;` +
    `background:#0f172a;color:#f8fafc;font:14px/1.4 system-ui,sans-serif;text-align:center">` +
    `${escape(w.bannerOffline)} ${escape(w.bannerSaved.replace("{date}", date))} · ` +
    `<a href="${offlinePath(edition)}" style="color:#99f6e4;text-decoration:underline">${escape(w.bannerLink)}</a></div>`;
  const html = (await answer.text()).replace(/<\/body>/i, `${banner}</body>`);
  const headers = new Headers(answer.headers);
  headers.delete("content-length");
  return new Response(html, { status: 200, headers });
}

/** The offline page of the page's edition, kept when this worker was installed. */
async function offlinePage(url: URL): Promise<Response> {
  const [edition] = splitEdition(url.pathname);
  return (await (await caches.open(shellCache)).match(offlinePath(edition))) ?? Response.error();
}

/** Resolves with the network's answer, or undefined after `ms`; rejects when the network fails. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

/**
 * Network first, for at most 3 seconds; then the kept copy; then, if there is none, the network
 * after all (a slow answer beats none); offline, the offline page of the reader's language.
 */
async function page({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  const url = new URL(request.url);
  // Past the browser's own HTTP cache, which would answer offline with no word of being offline.
  const network = fetch(request, { cache: "no-cache" }).then((answer) => {
    if (keepablePage(url, origin)) event.waitUntil(keep(url, answer.clone()).catch(() => undefined));
    return answer;
  });
  try {
    const answer = await within(network, limits.networkTimeoutMs);
    if (answer) return answer;
  } catch {
    // Offline: the kept copy below.
  }
  // Storage refused or full: as if nothing were kept.
  const kept = keepablePage(url, origin) ? await keptCopy(url).catch(() => undefined) : undefined;
  if (kept) return kept;
  try {
    return await network;
  } catch {
    return offlinePage(url).catch(() => Response.error());
  }
}

// ---- Images, within a byte budget ------------------------------------------------------------

/** Keeps the images' cache under its budget, oldest first (the cache's order). */
const imageBudget: SerwistPlugin = {
  async cacheDidUpdate({ cacheName }) {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    const sizes: number[] = [];
    for (const key of keys) {
      const answer = await cache.match(key);
      sizes.push(Number(answer?.headers.get("content-length")) || (await answer?.clone().blob())?.size || 0);
    }
    let total = sizes.reduce((a, b) => a + b, 0);
    for (let i = 0; i < keys.length && total > limits.imageBytes; i++) {
      await cache.delete(keys[i]!);
      total -= sizes[i]!;
    }
  },
};

const isImage = (request: Request, url: URL) =>
  url.origin === origin &&
  request.destination === "image" &&
  (url.pathname === "/_next/image" || url.pathname.startsWith("/api/media/") || url.pathname.startsWith("/media/"));

// ---- Installing, updating, routing -----------------------------------------------------------

const serwist = new Serwist({
  // The new build's worker takes over at once: the page's own build check (components/analytics/
  // build-watch.ts) is the one reload, and pages keep their scripts in the static cache.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === "navigate" && request.method === "GET" && url.origin === origin,
      handler: page,
    },
    {
      // Versioned names (the icons' addresses carry a hash or change with a release): a file there
      // never changes. Old builds' files stay (until evicted) for the kept pages that name them.
      matcher: ({ url }) =>
        url.origin === origin &&
        (url.pathname.startsWith("/_next/static/") ||
          url.pathname.startsWith("/icons/") ||
          url.pathname === "/icon.svg"),
      handler: new CacheFirst({
        cacheName: cacheNames.static,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: ({ request, url }) => isImage(request, url),
      handler: new CacheFirst({
        cacheName: cacheNames.images,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
          imageBudget,
        ],
      }),
    },
  ],
});

self.addEventListener("install", (event) => {
  // The offline page of each edition, as a visitor sees it (no cookie: no member's name in it).
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      await Promise.all(
        editions.map(async (edition) => {
          const answer = await fetch(offlinePath(edition), { credentials: "omit", cache: "no-store" });
          if (!answer.ok) return;
          const html = await answer.clone().text();
          await cache.put(offlinePath(edition), answer);
          // Its scripts and styles too: no page opened online may have needed its list's code.
          await keepStatic(html.match(/\/_next\/static\/[^"'\\\s)]+/g) ?? []);
        }),
      );
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(cacheNames.shellPrefix) && name !== shellCache) await caches.delete(name);
    })(),
  );
});

// A page that has just registered the worker sends the scripts and styles it loaded before the
// worker was there, so that the page works offline once kept; a member's page, the page they bookmark.
self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown; url?: unknown; on?: unknown } | null;
  if (data?.type === "bookmark" && typeof data.url === "string" && typeof data.on === "boolean") {
    let url: URL | undefined;
    try {
      url = new URL(data.url);
    } catch {
      return;
    }
    event.waitUntil(bookmark(url, data.on));
    return;
  }
  if (data?.type !== "static" || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((u): u is string => typeof u === "string")
    .map((u) => new URL(u, origin))
    .filter((u) => u.origin === origin && u.pathname.startsWith("/_next/static/"))
    .slice(0, 200);
  event.waitUntil(keepStatic(urls.map((url) => url.href)));
});

/** Puts Next's files at `urls` into the static cache, those not there yet. */
async function keepStatic(urls: string[]) {
  const cache = await caches.open(cacheNames.static);
  for (const url of new Set(urls)) if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
}

serwist.addEventListeners();
