"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { toast } from "sonner";

// Both buttons need JavaScript; they appear once the page is interactive (null on the server).
const noSubscribe = () => () => {};
const useBrowser = () =>
  useSyncExternalStore(noSubscribe, () => (typeof navigator.share === "function" ? "native" : "basic"), () => null);

/** Native share where the browser has it, and copy link; the network links are rendered by the server. */
export function ShareActions({ url, title }: { url: string; title: string }) {
  const t = useTranslations("Share");
  const browser = useBrowser();
  const button = "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  if (!browser) return null;
  return (
    <>
      {browser === "native" && (
        <button type="button" className={button} onClick={() => navigator.share({ url, title }).catch(() => {})}>
          {t("native")}
        </button>
      )}
      <button type="button" className={button} onClick={copy}>{t("copy")}</button>
    </>
  );
}
