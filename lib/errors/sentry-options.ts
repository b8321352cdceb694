import type { ErrorEvent, EventHint } from "@sentry/nextjs";

// Error reporting settings shared by the browser (instrumentation-client.ts) and the server
// (instrumentation.ts). No PII: Sentry adds no IP, cookies or user, and we never set a user.

/** The HTTP status an error carries, if any (fetch wrappers use status, statusCode or response). */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const e = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown }; cause?: unknown };
  for (const value of [e.status, e.statusCode, e.response?.status]) {
    const n = typeof value === "string" ? Number(value) : value;
    if (typeof n === "number" && Number.isInteger(n)) return n;
  }
  return e.cause && e.cause !== error ? statusOf(e.cause) : undefined;
}

/** Drops errors with a 300-499 status (redirects, not found, refused): expected, not bugs (SPEC 8). */
export function beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  const status = statusOf(hint.originalException);
  return status !== undefined && status >= 300 && status <= 499 ? null : event;
}

export function sentryOptions(dsn: string) {
  return {
    dsn,
    sendDefaultPii: false,
    // Errors only: no performance tracing, no replay (PostHog's replay already masks inputs).
    tracesSampleRate: 0,
    beforeSend,
  };
}
