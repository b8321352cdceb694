"use client";

import { useEffect } from "react";
import { afterLoad } from "@/components/layout/after-load";
import { publicEnv } from "@/lib/public-env";

// Set by next.config.ts from the same id Next uses for the build (generateBuildId).
const pageBuild = publicEnv.buildId;

/**
 * Reloads the page once when the server runs a newer build than the one this page came from. The
 * checking itself (build-watch.ts) loads after the page (after-load.ts): its first check waits a
 * second anyway.
 */
export function BuildReload() {
  useEffect(() => {
    if (!pageBuild) return;
    const build = pageBuild;
    let stop: (() => void) | undefined;
    let stopped = false;
    const cancel = afterLoad(
      () =>
        void import("./build-watch").then(({ watchBuild }) => {
          if (!stopped) stop = watchBuild(build);
        }),
    );
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, []);
  return null;
}
