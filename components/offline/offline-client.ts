import { setInstallOffer } from "./install-state";

// Loaded after the page (components/offline/offline-start.tsx): registers the service worker and
// keeps the browser's offer to install the app. A browser without service workers, or a private
// window that refuses them, goes on as a plain website.

export function startOffline(build: string) {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    setInstallOffer(event);
  });
  window.addEventListener("appinstalled", () => setInstallOffer(undefined));
  // A member who saved articles on this device as a visitor is offered to add them to their bookmarks.
  if ("caches" in window) void import("./saved-offer").then(({ showOffer }) => showOffer());
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register(`/sw.js?build=${encodeURIComponent(build)}`, { scope: "/", updateViaCache: "none" })
    .then(async () => {
      const ready = await navigator.serviceWorker.ready;
      // The scripts and styles this page loaded before the worker was there, for reading it offline later.
      const urls = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${location.origin}/_next/static/`));
      ready.active?.postMessage({ type: "static", urls });
    })
    .catch(() => undefined);
}
