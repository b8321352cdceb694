"use client";

import { useEffect } from "react";
import { lastResort } from "@/lib/i18n/last-resort";
import { publicEnv } from "@/lib/public-env";

// Last resort when the language layout itself fails: no translations can be trusted here,
// so the message is given in all four languages.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // Sentry is only in the bundle's lazy chunks when a DSN was set at build time.
    if (publicEnv.sentryDsn) void import("@sentry/nextjs").then((Sentry) => Sentry.captureException(error));
  }, [error]);
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", maxWidth: 560, margin: "4rem auto", padding: "0 1rem" }}>
        <h1>Internal Server Error</h1>
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
