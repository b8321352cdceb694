import { captureException, init } from "@sentry/nextjs";
import { sentryOptions } from "./sentry-options";

// The browser's Sentry, imported by instrumentation-client.ts once the page has loaded. Named imports,
// so that the chunk holds what `init` and `captureException` need: `import("@sentry/nextjs")` as a
// whole kept every export of the SDK (replay, tracing, profiling) in a 178 kB gzip chunk that every
// page requested before `load` when a DSN was set.

/** Starts Sentry, then reports the errors thrown before it was there (`early`, in their order). */
export function startSentry(dsn: string, early: readonly unknown[]) {
  init(sentryOptions(dsn));
  for (const error of early) captureException(error);
}
