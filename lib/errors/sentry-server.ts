import "server-only";
import type { ErrorEvent, EventHint } from "@sentry/nextjs";
import { currentRequestId } from "@/lib/ops/log.mjs";
import { beforeSend, sentryOptions } from "./sentry-options";

/**
 * The server's Sentry settings: the shared ones, and every event tagged with the id of the request
 * it happened in (the X-Request-Id the client got, and the log lines' reqId), including the errors
 * Next reports itself through onRequestError.
 */
export function serverSentryOptions(dsn: string) {
  return {
    ...sentryOptions(dsn),
    beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
      const kept = beforeSend(event, hint);
      const requestId = currentRequestId();
      if (kept && requestId) kept.tags = { request_id: requestId, ...kept.tags };
      return kept;
    },
  };
}
