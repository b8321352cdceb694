import {
  BrowserClient,
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  functionToStringIntegration,
  getCurrentScope,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
} from "@sentry/nextjs";
import { sentryOptions } from "./sentry-options";

// The browser's Sentry, imported by components/analytics/error-reporting.ts once the page has
// loaded. A client with the error integrations only, from named imports (Sentry's documented
// tree-shaking setup), rather than `init`: @sentry/nextjs's `init` brings all its default
// integrations, browser tracing among them even with tracing off, in an 85.6 kB gzip chunk; this
// one is 27.0 kB (docs/adr/0021-sentry-after-load.md). Left out: tracing, replay
// (PostHog's replay already masks inputs), release-health sessions (a request per page) and
// console capture.

/** Starts Sentry, which from then on reports the window's errors; returns how to report others. */
export function startSentry(dsn: string): (error: unknown) => void {
  const client = new BrowserClient({
    ...sentryOptions(dsn),
    environment: process.env.NODE_ENV,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      browserApiErrorsIntegration(),
      breadcrumbsIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
  });
  getCurrentScope().setClient(client);
  client.init();
  return (error) => void captureException(error);
}
