"use client";

import { useState } from "react";
import { clearOfflineCopies } from "./kept";

/** The account page's "clear offline copies" control. */
export function ClearOffline({ words }: { words: { title: string; text: string; clear: string; cleared: string } }) {
  const [cleared, setCleared] = useState(false);
  return (
    <section aria-labelledby="offline-copies" className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
      <h2 id="offline-copies" className="text-lg font-semibold">
        {words.title}
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{words.text}</p>
      <button
        type="button"
        onClick={() => void clearOfflineCopies().then(() => setCleared(true))}
        className="mt-3 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium dark:border-slate-700"
      >
        {words.clear}
      </button>
      <p role="status" className="mt-2 text-sm">
        {cleared ? words.cleared : ""}
      </p>
    </section>
  );
}
