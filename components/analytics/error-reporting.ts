import { afterLoad } from "@/components/layout/after-load";
import { publicEnv } from "@/lib/public-env";

// The browser's error reporting, one path for every error: those the window sees (thrown, or
// unhandled rejections) and those an error boundary catches (components/layout/error-page.tsx,
// app/global-error.tsx). Sentry is loaded only when a DSN was set at build time, and then after the
// page has loaded (components/layout/after-load.ts), so it never weighs on the first load. Errors
// until then are kept here and reported once it has started, through the same filter
// (lib/errors/sentry-options.ts).

let capture: ((error: unknown) => void) | undefined;
const early: unknown[] = [];

/** Reports an error to Sentry now, or once it has started. Nothing happens without a DSN. */
export function reportBrowserError(error: unknown) {
  if (!publicEnv.sentryDsn) return;
  if (capture) capture(error);
  else early.push(error);
}

/** Keeps the window's errors from now on and starts Sentry after load. Once, from instrumentation-client.ts. */
export function startBrowserErrors() {
  const dsn = publicEnv.sentryDsn;
  if (!dsn) return;
  const keepError = (event: ErrorEvent) => reportBrowserError(event.error ?? new Error(event.message));
  const keepRejection = (event: PromiseRejectionEvent) => reportBrowserError(event.reason);
  window.addEventListener("error", keepError);
  window.addEventListener("unhandledrejection", keepRejection);
  afterLoad(() => {
    void import("@/lib/errors/sentry-client").then(({ startSentry }) => {
      // One synchronous step: from here on Sentry's own handlers see the window's errors, none twice.
      capture = startSentry(dsn);
      window.removeEventListener("error", keepError);
      window.removeEventListener("unhandledrejection", keepRejection);
      for (const error of early.splice(0)) capture(error);
    });
  });
}
