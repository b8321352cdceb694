"use client";

import { useEffect } from "react";
import { trackingRefused } from "./privacy-signals";

// The first sign of a reader: PostHog's start is one synchronous task of 200-450 ms on a slow phone,
// which would otherwise sit in the page's load (Lighthouse's total blocking time) for every visitor.
const interactions = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;

/**
 * Starts usage measurement on the reader's first interaction, or when the page is hidden (a reader
 * who leaves without touching it still counts), unless the browser asks not to be tracked. The start
 * waits for an idle moment after that interaction, so it never delays the interaction's own paint.
 */
export function Analytics() {
  useEffect(() => {
    if (
      trackingRefused(
        navigator as Navigator & { globalPrivacyControl?: boolean },
        window as { doNotTrack?: string | null },
      )
    )
      return;
    const load = () => void import("./start-posthog").then((m) => m.startPosthog()).catch(() => undefined);
    const options = { capture: true, passive: true } as const;
    let pending: (() => void) | undefined;
    const stopListening = () => {
      for (const name of interactions) window.removeEventListener(name, start, options);
      document.removeEventListener("visibilitychange", onHidden);
    };
    function start() {
      stopListening();
      if (document.visibilityState === "hidden" || !("requestIdleCallback" in window)) return load();
      const id = window.requestIdleCallback(load, { timeout: 2_000 });
      pending = () => window.cancelIdleCallback(id);
    }
    function onHidden() {
      if (document.visibilityState === "hidden") start();
    }
    for (const name of interactions) window.addEventListener(name, start, options);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      stopListening();
      pending?.();
    };
  }, []);
  return null;
}
