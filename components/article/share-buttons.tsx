"use client";

import { useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";

// Both buttons need JavaScript; they appear once the page is interactive (null on the server).
const noSubscribe = () => () => {};
const useBrowser = () =>
  useSyncExternalStore(
    noSubscribe,
    () => (typeof navigator.share === "function" ? "native" : "basic"),
    () => null,
  );

export type ShareLabels = { native: string; copy: string; copied: string; copyFailed: string };

/**
 * Native share where the browser has it, and copy link; the network links are rendered by the server,
 * and so are its words (no message is formatted in the browser).
 */
export function ShareActions({ url, title, labels }: { url: string; title: string; labels: ShareLabels }) {
  const browser = useBrowser();
  const button =
    "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(labels.copied);
    } catch {
      toast.error(labels.copyFailed);
    }
  }

  if (!browser) return null;
  return (
    <>
      {browser === "native" && (
        <button type="button" className={button} onClick={() => navigator.share({ url, title }).catch(() => {})}>
          {labels.native}
        </button>
      )}
      <button type="button" className={button} onClick={copy}>
        {labels.copy}
      </button>
    </>
  );
}
