// Runs in the browser before the page is interactive (Next 16 convention). Sentry is loaded only when
// a DSN was configured at build time, and then after the page has loaded (components/layout/
// after-load.ts), so it never weighs on the first load. Errors thrown before then are kept here,
// with the error itself, and reported once Sentry has started; its filter (lib/errors/sentry-options.ts)
// sees them as it sees any other.
import { afterLoad } from "@/components/layout/after-load";
import { publicEnv } from "@/lib/public-env";

const dsn = publicEnv.sentryDsn;

if (dsn) {
  const early: unknown[] = [];
  const keepError = (event: ErrorEvent) => void early.push(event.error ?? new Error(event.message));
  const keepRejection = (event: PromiseRejectionEvent) => void early.push(event.reason);
  window.addEventListener("error", keepError);
  window.addEventListener("unhandledrejection", keepRejection);
  afterLoad(() => {
    void import("@/lib/errors/sentry-client").then(({ startSentry }) => {
      // One synchronous step: from here on Sentry's own handlers see every error, none twice.
      startSentry(dsn, early);
      window.removeEventListener("error", keepError);
      window.removeEventListener("unhandledrejection", keepRejection);
    });
  });
}
