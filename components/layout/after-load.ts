"use client";

import { useSyncExternalStore } from "react";

// What a page needs only once it is up: the theme engine (components/layout/theme-provider.tsx) and the
// new-build check (components/analytics/build-reload.tsx) load after the page's `load` event, at the
// browser's first idle moment, so their code is not part of what a slow phone downloads and runs
// before the page works (docs/decisions.md, "Client JavaScript budget"). `loadNow` skips the wait, for a reader
// who reaches for one of them first.

let loaded = false;
let waiting = false;
const listeners = new Set<() => void>();

/** Ends the wait now: the reader asked for something that loads after the page. */
export function loadNow() {
  if (loaded) return;
  loaded = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

function wait() {
  if (waiting || loaded) return;
  waiting = true;
  const idle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(loadNow, { timeout: 2_000 }) : setTimeout(loadNow, 1);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** Calls `callback` once the page has loaded and the browser is idle (at once if it already was). */
export function afterLoad(callback: () => void): () => void {
  if (loaded) {
    callback();
    return () => {};
  }
  listeners.add(callback);
  wait();
  return () => void listeners.delete(callback);
}

const subscribe = (onChange: () => void) => afterLoad(onChange);

/** False on the server and while the page loads; true from the first idle moment after `load`. */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  );
}
