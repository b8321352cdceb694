// What the page itself can do with the service worker's caches (window.caches): list the pages kept
// for reading offline, and clear them. The worker (sw/worker.ts) writes them; lib/offline/policy.ts
// names them.
import {
  cacheNames,
  fresh,
  savedAtHeader,
  sessionActive,
  sessionKey,
  titleHeader,
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
