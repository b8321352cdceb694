"use client";

import { useEffect } from "react";
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
        <p lang="en">Something went wrong on our side. Please try again in a moment.</p>
        <p lang="es">Algo salió mal de nuestro lado. Vuelve a intentarlo en un momento.</p>
        <p lang="fr">Un problème est survenu de notre côté. Veuillez réessayer dans un instant.</p>
        <p lang="pt">Algo deu errado do nosso lado. Tente novamente em instantes.</p>
        <button type="button" onClick={reset}>
          Try again · Reintentar · Réessayer · Tentar novamente
        </button>
      </body>
    </html>
  );
}
