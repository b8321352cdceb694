"use client";

import { useSyncExternalStore } from "react";
import { install, installOffered, onInstallOffer } from "@/components/offline/install-state";

const installedNow = () => window.matchMedia("(display-mode: standalone)").matches;
const never = () => () => {};

/**
 * "Install" where the browser offers to install the site as an app (the offer is caught by
 * components/offline/offline-client.ts, after the page loads); in the installed app, says so.
 * Elsewhere nothing: the page's instructions tell how to add it by hand (iOS: Share, Add to Home Screen).
 */
export function InstallButton({ label, installed }: { label: string; installed: string }) {
  const offered = useSyncExternalStore(onInstallOffer, installOffered, () => false);
  const standalone = useSyncExternalStore(never, installedNow, () => false);
  if (standalone) return <p className="mt-4 font-medium text-brand-300">{installed}</p>;
  if (!offered) return null;
  return (
    <button
      type="button"
      onClick={() => void install()}
      className="mt-4 inline-block rounded-full bg-brand-300 px-5 py-2.5 text-sm font-semibold text-slate-950 hover:bg-brand-100"
    >
      {label}
    </button>
  );
}
