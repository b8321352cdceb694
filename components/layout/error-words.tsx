"use client";

import { createContext, useContext, type ReactNode } from "react";

// The words of the site's error page (components/layout/error-page.tsx, each group's error.tsx), which
// cannot take props from a server component: the layout puts them here, already in the page's language,
// so that no page needs next-intl's message formatting in the browser to show them.
export type ErrorWords = { title: string; description: string; retry: string; backHome: string };

const Words = createContext<ErrorWords | null>(null);

export function ErrorWordsProvider({ words, children }: { words: ErrorWords; children: ReactNode }) {
  return <Words value={words}>{children}</Words>;
}

export function useErrorWords(): ErrorWords {
  const words = useContext(Words);
  if (!words) throw new Error("useErrorWords needs ErrorWordsProvider (app/[locale]/layout.tsx)");
  return words;
}
