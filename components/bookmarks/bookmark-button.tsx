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

/**
 * The article's bookmark control: on the visitors' (cached) page a link to sign in that comes back
 * here, which becomes "Save for offline" (kept on the device, components/offline/kept.ts) once a
 * service worker serves the page; on the member's page (rendered for them,
 * docs/adr/0040-member-pages.md) a toggle whose state, `initial`, the server read. `initial` is null
 * for visitors.
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
  // A visitor's article saved on this device, once a service worker serves the page; else null.
  const [onDevice, setOnDevice] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(
    () =>
      initial === null ? afterLoad(() => void offline().then(({ watchSaved }) => watchSaved(setOnDevice))) : undefined,
    [initial],
  );

  const visitor = bookmarked === null;
  if (visitor && onDevice === null) {
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
  const on = Boolean(visitor ? onDevice : bookmarked);

  const toggle = async () => {
    setBusy(true);
    const done = visitor
      ? await offline().then(
          ({ saveHere }) => saveHere(articleId, !on),
          () => false,
        )
      : await setBookmark({ articleId, bookmarked: !on }).then(
          (result) => result.ok,
          () => false,
        );
    setBusy(false);
    if (!done) return void toast.error(visitor ? labels.saveFailed : labels.failed);
    (visitor ? setOnDevice : setBookmarked)(!on);
    if (visitor) return void toast.success(on ? labels.unsaved : labels.saved);
    toast.success(on ? labels.removed : labels.added);
    // A bookmarked page stays readable offline past the last 50 pages opened (sw/worker.ts).
    navigator.serviceWorker?.controller?.postMessage({ type: "bookmark", url: location.href, on: !on });
  };

  return (
    <button type="button" onClick={() => void toggle()} disabled={busy} aria-pressed={on} className={buttonClass}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill={on ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 3h12v18l-6-4-6 4z" />
      </svg>
      {visitor ? (on ? labels.unsave : labels.save) : on ? labels.remove : labels.add}
    </button>
  );
}
