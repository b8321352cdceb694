import "server-only";
import * as Sentry from "@sentry/nextjs";
import { currentRequestId, log } from "@/lib/ops/log.mjs";
import { statusOf } from "./sentry-options";

/** Where a failure happened, for the log line and Sentry's extra data (never personal data). */
export type ErrorContext = { where: string } & Record<string, string | number | boolean | undefined>;

/**
 * The one error path of the server: every failure the action kit and the route wrapper catch is
 * logged (one JSON line, scrubbed of personal data, with the request id: lib/ops/log.mjs) and sent
 * to Sentry (a no-op until SENTRY_DSN starts it in instrumentation.ts) tagged with the same request
 * id. Errors that carry a 300-499 status are expected answers, not bugs (SPEC 8): logged, never sent.
 */
export function reportError(error: unknown, context: ErrorContext): void {
  log.error({ err: error, ...context }, `${context.where} failed`);
  const status = statusOf(error);
  if (status !== undefined && status >= 300 && status <= 499) return;
  const requestId = currentRequestId();
  Sentry.captureException(error, { extra: context, ...(requestId && { tags: { request_id: requestId } }) });
}
