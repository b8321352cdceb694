"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { setBookmark } from "@/lib/actions/bookmarks";
import { editions, limits, offerDue, regionOf, type Edition, type SavedItem } from "@/lib/offline/policy";
import { declineOffer, forgetSaved, offerDeclinedAt, savedItems } from "./kept";

// Loaded after the page (./saved-offer-start.tsx), and only does anything on a device where a visitor
// saved articles for offline: once signed in, the member is offered to add them to their account's
// bookmarks. "Not now" keeps them on the device, and the offer comes back only for articles saved later.

type Words = Record<"offerTitle" | "offerText" | "offerAccept" | "offerDecline" | "offerDone" | "offerFailed", string>;

// The words of the page's edition only, loaded with the offer (not part of any page's first load).
const catalogues: Record<Edition, () => Promise<{ Offline: Words }>> = {
  en: () => import("@/messages/en/site.json"),
  es: () => import("@/messages/es/site.json"),
  fr: () => import("@/messages/fr/site.json"),
  pt: () => import("@/messages/pt/site.json"),
};

async function signedIn(): Promise<boolean> {
  try {
    const answer = await fetch("/api/_auth/session", { cache: "no-store" });
    const session = answer.ok ? ((await answer.json()) as { user?: unknown } | null) : null;
    return Boolean(session?.user);
  } catch {
    return false;
  }
}

/** The offer to show on this page, if any: a member, with articles saved on this device since the last "not now". */
export async function findOffer(): Promise<{ items: SavedItem[]; words: Words } | null> {
  const items = await savedItems();
  if (items.length === 0 || !offerDue(items, await offerDeclinedAt()) || !(await signedIn())) return null;
  const edition = editions.find((e) => regionOf[e] === document.documentElement.lang) ?? "en";
  const { Offline: words } = await catalogues[edition]();
  return { items: items.slice(0, limits.saved), words };
}

/**
 * Adds each saved article to the member's bookmarks with the site's own bookmark action, then
 * forgets those the server answered for (an article since removed is as good as done). Returns
 * whether all were added.
 */
async function addToBookmarks(items: SavedItem[]): Promise<boolean> {
  const done: string[] = [];
  let allAdded = true;
  for (const item of items) {
    try {
      const result = await setBookmark({ articleId: item.id, bookmarked: true });
      if (!result.ok && result.error !== "notFound") {
        allAdded = false;
        continue;
      }
      done.push(item.url);
    } catch {
      allAdded = false;
    }
  }
  await forgetSaved(done);
  return allAdded;
}

/** The offer: a banner at the foot of the page, reached with the keyboard after the page's content. */
export function SavedOffer({ items, words }: { items: SavedItem[]; words: Words }) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  if (!open) return null;

  const close = (banner: HTMLElement | null) => {
    // The reader's focus was on the banner's button: it goes to the page's content, not to nowhere.
    if (banner?.contains(document.activeElement)) document.getElementById("main")?.focus();
    setOpen(false);
  };
  const accept = async (banner: HTMLElement | null) => {
    setBusy(true);
    const allAdded = await addToBookmarks(items).catch(() => false);
    if (allAdded) toast.success(words.offerDone);
    else toast.error(words.offerFailed);
    close(banner);
  };
  const decline = async (banner: HTMLElement | null) => {
    await declineOffer().catch(() => undefined);
    close(banner);
  };

  return (
    <aside
      aria-labelledby="saved-offer-title"
      data-saved-offer
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg border border-slate-300 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="saved-offer-title" className="font-semibold">
        {words.offerTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{words.offerText}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={(event) => void accept(event.currentTarget.closest("aside"))}
          className="rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800"
        >
          {words.offerAccept}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={(event) => void decline(event.currentTarget.closest("aside"))}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium dark:border-slate-700"
        >
          {words.offerDecline}
        </button>
      </div>
    </aside>
  );
}
