import "server-only";
import * as Sentry from "@sentry/nextjs";
import { statusOf } from "./sentry-options";

/** Where a failure happened, for the log line and Sentry's extra data (never personal data). */
export type ErrorContext = { where: string } & Record<string, string | number | boolean | undefined>;

/**
 * The one error path of the server: every failure the action kit and the route wrapper catch is
 * logged and sent to Sentry (a no-op until SENTRY_DSN starts it in instrumentation.ts). Errors that
 * carry a 300-499 status are expected answers, not bugs (SPEC 8): logged, never sent.
 */
export function reportError(error: unknown, context: ErrorContext): void {
  console.error(`${context.where} failed:`, error);
  const status = statusOf(error);
  if (status !== undefined && status >= 300 && status <= 499) return;
  Sentry.captureException(error, { extra: context });
}
