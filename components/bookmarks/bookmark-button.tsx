"use client";

import { useEffect, useState } from "react";
import { afterLoad } from "@/components/layout/after-load";
import { toast } from "@/components/ui/toast";
import { setBookmark } from "@/lib/actions/bookmarks";
import { Link } from "@/lib/i18n/navigation";

const buttonClass =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium no-underline hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

/**
 * Its words, from the server (the article page): `signIn` names the visitors' link, whose text is
 * `link`. The others are the toggle's: a member's bookmark, or on the visitors' page "Save for
 * offline", kept on the device (components/offline/kept.ts).
 */
export type BookmarkLabels = {
  signIn: string;
  link: string;
  add: string;
  remove: string;
  added: string;
  removed: string;
  failed: string;
};

const offline = () => import("@/components/offline/kept");

/**
 * The article's bookmark control: on the visitors' (cached) page a link to sign in that comes back
 * here, which becomes "Save for offline" once a service worker serves the page; on the member's
 * page (rendered for them, docs/adr/0040-member-pages.md) a toggle whose state, `initial`, the
 * server read. `initial` is null for visitors.
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
  // Only a visitor's control reads it: a member's state is `bookmarked`.
  const [onDevice, setOnDevice] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => afterLoad(() => void offline().then(({ watchSaved }) => watchSaved(setOnDevice))), []);

  const visitor = bookmarked === null;
  if (visitor && onDevice === null) {
    return (
      <Link
        href={{ pathname: "/auth/sign-in", query: { callbackUrl } }}
        aria-label={labels.signIn}
        className={buttonClass}
      >
        {labels.link}
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
    if (!done) return void toast.error(labels.failed);
    (visitor ? setOnDevice : setBookmarked)(!on);
    toast.success(on ? labels.removed : labels.added);
    // A member's bookmarked page stays readable offline past the last 50 pages opened (sw/worker.ts;
    // the worker ignores it where no member's pages are kept, as for a visitor).
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
      {on ? labels.remove : labels.add}
    </button>
  );
}
