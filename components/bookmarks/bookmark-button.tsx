"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { setBookmark } from "@/lib/actions/bookmarks";
import { useUser } from "@/lib/client/user-store";
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
 * The article's bookmark control. The page is cached and the same for everyone, so it starts as
 * the visitors' version (a link to sign in that comes back here) and becomes a toggle for members.
 */
export function BookmarkButton({
  articleId,
  callbackUrl,
  labels,
}: {
  articleId: string;
  callbackUrl: string;
  labels: BookmarkLabels;
}) {
  const { status } = useUser();
  const [bookmarked, setBookmarked] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status !== "signedIn") return;
    let live = true;
    fetch(`/api/bookmarks?articleId=${encodeURIComponent(articleId)}`, { cache: "no-store" })
      .then((r) => (r.ok ? (r.json() as Promise<{ bookmarked: boolean }>) : null))
      .then((answer) => live && answer && setBookmarked(answer.bookmarked))
      .catch(() => undefined);
    return () => void (live = false);
  }, [status, articleId]);

  if (status !== "signedIn" || bookmarked === null) {
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
