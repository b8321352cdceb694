"use client";

import { useEffect, useState } from "react";
import { clearOfflineCopies, keptPages, type KeptPage } from "./kept";

export type OfflineListWords = {
  listTitle: string;
  empty: string;
  savedOn: string;
  clear: string;
  cleared: string;
  unsupported: string;
};

/** The offline page's list of what this device keeps, newest first, and its "clear" control. */
export function OfflineList({ words, region }: { words: OfflineListWords; region: string }) {
  const [pages, setPages] = useState<KeptPage[] | undefined | null>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    void keptPages().then(setPages);
  }, []);
  const format = new Intl.DateTimeFormat(region, { dateStyle: "medium", timeStyle: "short" });
  const clear = async () => {
    await clearOfflineCopies();
    setPages([]);
    setCleared(true);
  };

  if (pages === null) return null;
  if (pages === undefined) return <p className="mt-6 text-slate-600 dark:text-slate-400">{words.unsupported}</p>;
  return (
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
      {pages.length > 0 && (
        <button
          type="button"
          onClick={() => void clear()}
          className="mt-4 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium dark:border-slate-700"
        >
          {words.clear}
        </button>
      )}
    </section>
  );
}
