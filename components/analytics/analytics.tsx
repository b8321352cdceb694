"use client";

import { useEffect } from "react";
import { trackingRefused } from "./privacy-signals";

/** Starts usage measurement after the page is idle, unless the browser asks not to be tracked. */
export function Analytics() {
  useEffect(() => {
    if (
      trackingRefused(
        navigator as Navigator & { globalPrivacyControl?: boolean },
        window as { doNotTrack?: string | null },
      )
    )
      return;
    const start = () => void import("./start-posthog").then((m) => m.startPosthog()).catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(start, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 2_000);
    return () => clearTimeout(id);
  }, []);
  return null;
}
