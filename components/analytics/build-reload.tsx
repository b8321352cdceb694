"use client";

import { useEffect } from "react";
import { publicEnv } from "@/lib/public-env";
import { checkEveryMs, checkSoon, firstCheckMs, guardKey, readGuard, shouldReload } from "./build-check";

// Set by next.config.ts from the same id Next uses for the build (generateBuildId).
const pageBuild = publicEnv.buildId;

/** Reloads the page once when the server runs a newer build than the one this page came from. */
export function BuildReload() {
  useEffect(() => {
    if (!pageBuild) return;
    let busy = false;
    const check = async () => {
      if (busy || document.visibilityState === "hidden") return;
      busy = true;
      try {
        const response = await fetch("/api/build", { cache: "no-store" });
        const { buildId } = (await response.json()) as { buildId?: unknown };
        if (!shouldReload(pageBuild, buildId, readGuard(sessionStorage), Date.now())) return;
        sessionStorage.setItem(guardKey, JSON.stringify({ at: Date.now(), target: buildId }));
        window.location.reload();
      } catch {
        // Offline or mid-deploy: the next check tries again.
      } finally {
        busy = false;
      }
    };
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
    const first = checkSoon(connection) ? setTimeout(check, firstCheckMs) : undefined;
    const every = setInterval(check, checkEveryMs);
    const onVisible = () => void (document.visibilityState === "visible" && check());
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(first);
      clearInterval(every);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return null;
}
