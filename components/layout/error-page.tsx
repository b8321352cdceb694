"use client";

import { useEffect } from "react";
import { reportBrowserError } from "@/components/analytics/error-reporting";
import { useErrorWords } from "@/components/layout/error-words";
import { Link } from "@/lib/i18n/navigation";

// Any error below a language's layouts: a localized 500 inside its group's layout (the header, and the
// footer but in the chat). Each group's error.tsx under app/[locale] is this page.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const words = useErrorWords();
  useEffect(() => {
    console.error(error);
    // An error with a digest was thrown on the server, which has reported it (instrumentation.ts).
    if (!error.digest) reportBrowserError(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <title>{words.title}</title>
      <p className="text-sm font-semibold text-red-700 dark:text-red-400">500</p>
      <h1 className="mt-2 text-3xl font-bold">{words.title}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{words.description}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {words.retry}
        </button>
        <Link href="/" className="px-4 py-2 font-semibold text-brand-700 dark:text-brand-300">
          {words.backHome}
        </Link>
      </div>
    </div>
  );
}
