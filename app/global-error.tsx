"use client";

import { useEffect } from "react";
import { reportBrowserError } from "@/components/analytics/error-reporting";
import { InEveryLanguage } from "@/components/layout/in-every-language";
import { lastResort } from "@/lib/i18n/last-resort";

// Last resort when the language layout itself fails: no translations can be trusted here,
// so the message is given in all four languages.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // An error with a digest was thrown on the server, which has reported it (instrumentation.ts).
    if (!error.digest) reportBrowserError(error);
  }, [error]);
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", maxWidth: 560, margin: "4rem auto", padding: "0 1rem" }}>
        <h1>
          <InEveryLanguage words="title" />
        </h1>
        {Object.entries(lastResort).map(([language, words]) => (
          <p key={language} lang={language}>
            {words.text}
          </p>
        ))}
        <button type="button" onClick={reset}>
          {Object.values(lastResort)
            .map((words) => words.retry)
            .join(" · ")}
        </button>
      </body>
    </html>
  );
}
