"use client";

import { useEffect, useState, type ReactNode } from "react";
import { afterLoad } from "@/components/layout/after-load";
import { publicEnv } from "@/lib/public-env";

/**
 * Starts offline reading (docs/offline.md) once the page has loaded: its code is not part of what a
 * page needs first. Production builds only (the worker is named after the build). Shows, to a
 * member, the offer to add the articles they saved on this device as a visitor (./saved-offer.tsx).
 */
export function OfflineStart() {
  const [offer, setOffer] = useState<ReactNode>(null);
  useEffect(() => {
    const build = publicEnv.buildId;
    if (!build || process.env.NODE_ENV !== "production") return;
    return afterLoad(() => {
      void import("./offline-client").then(({ startOffline }) => startOffline(build));
      if ("caches" in window)
        void import("./saved-offer")
          .then(async ({ findOffer, SavedOffer }) => {
            const found = await findOffer();
            if (found) setOffer(<SavedOffer {...found} />);
          })
          .catch(() => undefined);
    });
  }, []);
  return offer;
}
