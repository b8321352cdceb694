"use client";

import { useEffect } from "react";
import { afterLoad } from "@/components/layout/after-load";
import { publicEnv } from "@/lib/public-env";

/**
 * Starts offline reading (docs/offline.md) once the page has loaded: its code is not part of what a
 * page needs first. Production builds only (the worker is named after the build), unless built with
 * NEXT_PUBLIC_OFFLINE=off.
 */
export function OfflineStart() {
  useEffect(() => {
    const build = publicEnv.buildId;
    if (!build || !publicEnv.offline || process.env.NODE_ENV !== "production") return;
    return afterLoad(() => void import("./offline-client").then(({ startOffline }) => startOffline(build)));
  }, []);
  return null;
}
