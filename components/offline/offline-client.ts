import { cacheNames, savedKey } from "@/lib/offline/policy";
import { setInstallOffer } from "./install-state";

// Loaded after the page (components/offline/offline-start.tsx): registers the service worker and
// keeps the browser's offer to install the app. A browser without service workers, or a private
// window that refuses them, goes on as a plain website.
//
// What the worker costs a first visit waits until the page has settled: its install downloads each
// edition's offline page and that page's files, and the page then asks it to keep the scripts the
// page loaded. Right after `load` that work would compete with what a slow phone is still doing
// (images, the scripts that load after the page), so it starts `settleMs` after this module runs, at
// the browser's next idle moment (at most `idleTimeoutMs` later). A page the worker already controls
// has nothing to hand over: the worker saw its requests.

const settleMs = 2_000;
const idleTimeoutMs = 5_000;

/** Calls `callback` at the browser's next idle moment, at most `timeout` ms from now. */
function whenIdle(callback: () => void, timeout: number) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout });
  else setTimeout(callback, 1);
}

/** The scripts and styles this page loaded from Next's static files. */
const staticFiles = () =>
  performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/_next/static/`));

function register(build: string) {
  const controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker
    .register(`/sw.js?build=${encodeURIComponent(build)}`, { scope: "/", updateViaCache: "none" })
    .then(async () => {
      if (controlled) return;
      const ready = await navigator.serviceWorker.ready;
      // The scripts and styles this page loaded before the worker was there, for reading it offline later.
      whenIdle(() => ready.active?.postMessage({ type: "static", urls: staticFiles() }), idleTimeoutMs);
    })
    .catch(() => undefined);
}

/**
 * Whether this device keeps articles a visitor saved for offline (components/offline/kept.ts): only
 * then is the offer to add them to a member's bookmarks worth its code.
 */
async function hasSaved(): Promise<boolean> {
  try {
    if (!(await caches.has(cacheNames.visitor))) return false;
    const answer = await (await caches.open(cacheNames.visitor)).match(savedKey);
    const list = answer ? ((await answer.json()) as unknown) : [];
    return Array.isArray(list) && list.length > 0;
  } catch {
    return false;
  }
}

export function startOffline(build: string) {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    setInstallOffer(event);
  });
  window.addEventListener("appinstalled", () => setInstallOffer(undefined));
  // A member who saved articles on this device as a visitor is offered to add them to their bookmarks.
  if ("caches" in window)
    void hasSaved().then(async (saved) => {
      if (saved) await (await import("./saved-offer")).showOffer();
    });
  if (!("serviceWorker" in navigator)) return;
  if (navigator.serviceWorker.controller) register(build);
  else setTimeout(() => whenIdle(() => register(build), idleTimeoutMs), settleMs);
}
