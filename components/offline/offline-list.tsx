"use client";

import { useEffect, useState } from "react";
import type { SavedItem } from "@/lib/offline/policy";
import { clearOfflineCopies, keptPages, removeSaved, savedItems, type KeptPage } from "./kept";

export type OfflineListWords = {
  listTitle: string;
  empty: string;
  savedOn: string;
  clear: string;
  cleared: string;
  unsupported: string;
  savedTitle: string;
  remove: string;
};

type Lists = { saved: SavedItem[]; pages: KeptPage[] | undefined };

/** A saved article is listed once, in its own list, and only while its copy is readable (30 days). */
async function readLists(): Promise<Lists> {
  const [kept, items] = await Promise.all([keptPages(), savedItems()]);
  const copies = new Set(kept?.map((page) => page.url));
  const saved = items.filter((item) => copies.has(item.url));
  const savedUrls = new Set(saved.map((item) => item.url));
  return { saved, pages: kept?.filter((page) => !savedUrls.has(page.url)) };
}

/**
 * The offline page's list of what this device keeps, newest first: the articles a visitor saved for
 * offline (each removable), then the pages kept as they were opened; and its "clear" control.
 */
export function OfflineList({ words, region }: { words: OfflineListWords; region: string }) {
  const [pages, setPages] = useState<KeptPage[] | undefined | null>(null);
  const [saved, setSaved] = useState<SavedItem[]>([]);
  const [cleared, setCleared] = useState(false);
  const show = (lists: Lists) => {
    setSaved(lists.saved);
    setPages(lists.pages);
  };
  useEffect(() => {
    void readLists().then((lists) => {
      setSaved(lists.saved);
      setPages(lists.pages);
    });
  }, []);
  const format = new Intl.DateTimeFormat(region, { dateStyle: "medium", timeStyle: "short" });
  const clear = async () => {
    await clearOfflineCopies();
    setPages([]);
    setSaved([]);
    setCleared(true);
  };
  const remove = async (item: SavedItem, button: HTMLElement) => {
    // Focus goes to the list's heading, not to nowhere, once the item's button is gone.
    button.closest("section")?.querySelector("h2")?.focus();
    await removeSaved(item.url);
    show(await readLists());
  };

  if (pages === null) return null;
  if (pages === undefined) return <p className="mt-6 text-slate-600 dark:text-slate-400">{words.unsupported}</p>;
  return (
    <>
      {saved.length > 0 && (
        <section aria-labelledby="offline-saved" className="mt-8">
          <h2 id="offline-saved" tabIndex={-1} className="text-xl font-semibold focus:outline-none">
            {words.savedTitle}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {saved.map((item) => (
              <li key={item.url} className="flex items-start justify-between gap-4 py-3">
                <div>
                  <a href={item.url} className="font-medium">
                    {item.title}
                  </a>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {words.savedOn.replace("{date}", format.format(item.savedAt))}
                  </p>
                </div>
                <button
                  type="button"
                  aria-label={`${words.remove}: ${item.title}`}
                  onClick={(event) => void remove(item, event.currentTarget)}
                  className="shrink-0 rounded-md border border-slate-300 px-3 py-1 text-sm dark:border-slate-700"
                >
                  {words.remove}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(pages.length > 0 || saved.length === 0) && (
        <section aria-labelledby="offline-list" className="mt-8">
          <h2 id="offline-list" className="text-xl font-semibold">
            {words.listTitle}
          </h2>
          {pages.length === 0 ? (
            <p className="mt-3 text-slate-600 dark:text-slate-400">{cleared ? words.cleared : words.empty}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
              {pages.map((page) => (
                <li key={page.url} className="py-3">
                  {/* A whole-document load: the service worker answers it from the kept copy. */}
                  <a href={page.url} className="font-medium">
                    {page.title}
                  </a>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {words.savedOn.replace("{date}", format.format(page.savedAt))}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {(pages.length > 0 || saved.length > 0) && (
        <button
          type="button"
          onClick={() => void clear()}
          className="mt-4 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium dark:border-slate-700"
        >
          {words.clear}
        </button>
      )}
    </>
  );
}
