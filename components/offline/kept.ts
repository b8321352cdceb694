// What the page itself can do with the service worker's caches (window.caches): list the pages kept
// for reading offline, and clear them. The worker (sw/worker.ts) writes them; lib/offline/policy.ts
// names them.
import {
  cacheNames,
  declinedKey,
  fresh,
  keepableAnswer,
  limits,
  parseSaved,
  savedAtHeader,
  savedKey,
  sessionActive,
  sessionKey,
  titleHeader,
  type SavedItem,
  type SessionState,
} from "@/lib/offline/policy";

const hasCaches = () => typeof window !== "undefined" && "caches" in window;

/**
 * Deletes every copy that may hold a member's text, and the session they were kept for. Called
 * before the signed-out page shows (sign-out, a session found ended, account deletion).
 */
export async function forgetMemberCopies(): Promise<void> {
  if (!hasCaches()) return;
  try {
    await caches.delete(cacheNames.member);
    await (await caches.open(cacheNames.meta)).delete(sessionKey);
  } catch {
    // Storage unavailable (a private window): nothing was kept.
  }
}

/** Deletes every page and image kept on this device for reading offline (the worker's own files stay). */
export async function clearOfflineCopies(): Promise<void> {
  if (!hasCaches()) return;
  await forgetMemberCopies();
  await Promise.all([caches.delete(cacheNames.visitor), caches.delete(cacheNames.images)]).catch(() => undefined);
}

export type KeptPage = { url: string; title: string; savedAt: number };

async function readSession(): Promise<SessionState | null> {
  const answer = await (await caches.open(cacheNames.meta)).match(sessionKey);
  return answer ? ((await answer.json().catch(() => null)) as SessionState | null) : null;
}

/** The pages readable offline now, newest first: the member's while their session lasts, and the visitors'. */
export async function keptPages(): Promise<KeptPage[] | undefined> {
  if (!hasCaches()) return undefined;
  try {
    const now = Date.now();
    const names: string[] = [cacheNames.visitor];
    if (sessionActive(await readSession(), now)) names.push(cacheNames.member);
    const pages = new Map<string, KeptPage>();
    for (const name of names) {
      if (!(await caches.has(name))) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const answer = await cache.match(request);
        const savedAt = Number(answer?.headers.get(savedAtHeader));
        if (!answer || !fresh(savedAt, now)) continue;
        let title = request.url;
        try {
          title = decodeURIComponent(answer.headers.get(titleHeader) ?? request.url);
        } catch {
          // A title that is not valid URI text: the address instead.
        }
        const previous = pages.get(request.url);
        if (!previous || previous.savedAt < savedAt) pages.set(request.url, { url: request.url, title, savedAt });
      }
    }
    return [...pages.values()].sort((a, b) => b.savedAt - a.savedAt);
  } catch {
    return undefined;
  }
}

// ---- A visitor's "Save for offline": kept on this device only -----------------------------------

/** The articles saved on this device, newest first (empty where nothing can be kept). */
export async function savedItems(): Promise<SavedItem[]> {
  if (!hasCaches()) return [];
  try {
    if (!(await caches.has(cacheNames.visitor))) return [];
    const answer = await (await caches.open(cacheNames.visitor)).match(savedKey);
    return parseSaved(answer ? await answer.json() : [], location.origin).reverse();
  } catch {
    return [];
  }
}

async function writeSaved(items: SavedItem[]) {
  const cache = await caches.open(cacheNames.visitor);
  // Stored oldest first, as the worker's caches are ordered.
  await cache.put(savedKey, Response.json([...items].reverse().slice(-limits.saved)));
}

export async function isSaved(url: string): Promise<boolean | null> {
  if (!hasCaches()) return null;
  return (await savedItems()).some((item) => item.url === url);
}

/** Image addresses the worker keeps (lib/offline/policy.ts, sw/worker.ts): this site's images only. */
const keptImage = (url: URL) =>
  url.origin === location.origin &&
  (url.pathname === "/_next/image" || url.pathname.startsWith("/api/media/") || url.pathname.startsWith("/media/"));

/**
 * Saves the article at `url` on this device for reading offline: the visitors' copy of its page,
 * its images as shown (`images`, the
 * addresses the page loaded), and an entry in the saved list. Nothing is sent to the server.
 */
export async function saveForOffline(article: { url: string; id: string; title: string; images: string[] }) {
  if (!hasCaches()) return false;
  // The visitors' page, as the worker keeps it: only a visitor (no session cookie) has this control,
  // and a member's variant (marked by the proxy) is never put in the visitors' cache.
  const answer = await fetch(article.url, { cache: "no-cache" });
  if (answer.redirected || keepableAnswer(answer.headers, answer.status) !== "visitor") return false;
  const html = await answer.text();
  const savedAt = Date.now();
  const headers = new Headers(answer.headers);
  headers.set(savedAtHeader, String(savedAt));
  headers.set(titleHeader, encodeURIComponent(article.title.slice(0, 300)));
  const pages = await caches.open(cacheNames.visitor);
  await pages.delete(article.url);
  await pages.put(article.url, new Response(html, { status: 200, headers }));
  const items = (await savedItems()).filter((item) => item.url !== article.url);
  await writeSaved([{ url: article.url, id: article.id, title: article.title.slice(0, 300), savedAt }, ...items]);
  const images = await caches.open(cacheNames.images);
  const wanted = article.images
    .map((src) => new URL(src, location.origin))
    .filter(keptImage)
    .slice(0, 30);
  // Within the images' 50 MB budget, which the worker keeps (oldest evicted first).
  for (const image of wanted)
    if (!(await images.match(image.href))) await images.add(image.href).catch(() => undefined);
  return true;
}

/** Removes a saved article from this device: its entry and its copy. */
export async function removeSaved(url: string): Promise<void> {
  if (!hasCaches()) return;
  await writeSaved((await savedItems()).filter((item) => item.url !== url));
  await (await caches.open(cacheNames.visitor)).delete(url);
}

/** Forgets the entries at `urls` (added to the account's bookmarks); their copies stay among the last pages. */
export async function forgetSaved(urls: string[]): Promise<void> {
  const done = new Set(urls);
  await writeSaved((await savedItems()).filter((item) => !done.has(item.url)));
}

/** When the reader last said "not now" to adding their saved articles to their account. */
export async function offerDeclinedAt(): Promise<number> {
  const answer = await (await caches.open(cacheNames.visitor)).match(declinedKey);
  const at = answer ? Number(await answer.text()) : 0;
  return Number.isFinite(at) ? at : 0;
}

export async function declineOffer(): Promise<void> {
  await (await caches.open(cacheNames.visitor)).put(declinedKey, new Response(String(Date.now())));
}

/**
 * Calls `set` with whether this page's article is saved on this device, once a service worker
 * serves the page (now, or when it takes over): without one, nothing saved could be read offline.
 */
export function watchSaved(set: (saved: boolean) => void): void {
  const worker = navigator.serviceWorker;
  if (!worker || !hasCaches()) return;
  const check = () =>
    void (
      worker.controller &&
      isSaved(here()).then(
        (saved) => saved !== null && set(saved),
        () => undefined,
      )
    );
  check();
  worker.addEventListener("controllerchange", check);
}

const here = () => `${location.origin}${location.pathname}`;

/** Saves this page's article (`id`) on this device, with the images it shows, or removes it. */
export async function saveHere(id: string, on: boolean): Promise<boolean> {
  try {
    if (!on) return (await removeSaved(here()), true);
    const images = [...document.querySelectorAll<HTMLImageElement>("main img")].map((img) => img.currentSrc);
    return await saveForOffline({ url: here(), id, title: document.title, images });
  } catch {
    // Storage full or refused.
    return false;
  }
}
