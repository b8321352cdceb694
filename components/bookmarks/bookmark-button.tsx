"use client";

import { useEffect, useState } from "react";
import { afterLoad } from "@/components/layout/after-load";
import { toast } from "@/components/ui/toast";
import { setBookmark } from "@/lib/actions/bookmarks";
import { Link } from "@/lib/i18n/navigation";

const buttonClass =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium no-underline hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

/** Its words, from the server (the article page): `signIn` names the visitors' link. */
export type BookmarkLabels = {
  signIn: string;
  add: string;
  remove: string;
  added: string;
  removed: string;
  failed: string;
  /** A visitor's "Save for offline", kept on the device (components/offline/kept.ts). */
  save: string;
  unsave: string;
  saved: string;
  unsaved: string;
  saveFailed: string;
};

const offline = () => import("@/components/offline/kept");
const here = () => `${location.origin}${location.pathname}`;

/**
 * The article's bookmark control: on the visitors' (cached) page a link to sign in that comes back
 * here, which becomes "Save for offline" (kept on the device) once a service worker serves the page; on the member's page (rendered for them, docs/adr/0040-member-pages.md) a toggle whose
 * state, `initial`, the server read. `initial` is null for visitors.
 */
export function BookmarkButton({
  articleId,
  callbackUrl,
  initial,
  labels,
}: {
  articleId: string;
  callbackUrl: string;
  initial: boolean | null;
  labels: BookmarkLabels;
}) {
  const [bookmarked, setBookmarked] = useState<boolean | null>(initial);
  const [busy, setBusy] = useState(false);
  // A visitor's control, once a service worker serves this page: saved on this device or not.
  const [onDevice, setOnDevice] = useState<boolean | null>(null);

  useEffect(() => {
    const worker = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
    if (initial !== null || !worker) return;
    const check = () =>
      void (worker.controller && offline().then(async ({ isSaved }) => setOnDevice(await isSaved(here()))));
    const stop = afterLoad(() => {
      check();
      worker.addEventListener("controllerchange", check);
    });
    return () => {
      stop();
      worker.removeEventListener("controllerchange", check);
    };
  }, [initial]);

  if (bookmarked === null && onDevice !== null) {
    const toggleSaved = async () => {
      setBusy(true);
      let done = false;
      try {
        const kept = await offline();
        const images = [...document.querySelectorAll<HTMLImageElement>("main img")].map((img) => img.currentSrc);
        done = onDevice
          ? await kept.removeSaved(here()).then(() => true)
          : await kept.saveForOffline({ url: here(), id: articleId, title: document.title, images });
      } catch {
        // Storage full or refused: said below.
      }
      setBusy(false);
      if (!done) return void toast.error(labels.saveFailed);
      setOnDevice(!onDevice);
      toast.success(onDevice ? labels.unsaved : labels.saved);
    };
    return (
      <button
        type="button"
        onClick={() => void toggleSaved()}
        disabled={busy}
        aria-pressed={onDevice}
        className={buttonClass}
      >
        {onDevice ? labels.unsave : labels.save}
      </button>
    );
  }

  if (bookmarked === null) {
    return (
      <Link
        href={{ pathname: "/auth/sign-in", query: { callbackUrl } }}
        aria-label={labels.signIn}
        className={buttonClass}
      >
        {labels.add}
      </Link>
    );
  }

  const toggle = async () => {
    setBusy(true);
    const next = !bookmarked;
    const result = await setBookmark({ articleId, bookmarked: next }).catch(() => ({ ok: false as const }));
    setBusy(false);
    if (!result.ok) return void toast.error(labels.failed);
    setBookmarked(next);
    toast.success(next ? labels.added : labels.removed);
    // A bookmarked page stays readable offline past the last 50 pages opened (sw/worker.ts).
    navigator.serviceWorker?.controller?.postMessage({ type: "bookmark", url: location.href, on: next });
  };

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={bookmarked}
      className={buttonClass}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill={bookmarked ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 3h12v18l-6-4-6 4z" />
      </svg>
      {bookmarked ? labels.remove : labels.add}
    </button>
  );
}
