"use client";

import { useState } from "react";
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
};

/**
 * The article's bookmark control: on the visitors' (cached) page a link to sign in that comes back
 * here; on the member's page (rendered for them, docs/adr/0040-member-pages.md) a toggle whose
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
