import type { z } from "zod";

// What every server action answers: the client turns error keys into translated toasts and
// field messages; nothing else (no stack traces) crosses to the browser.
export type ActionResult<E extends string = string> =
  | { ok: true }
  | { ok: false; error: E | "invalid"; fieldErrors?: Record<string, string> };

/** The first message key per field, for react-hook-form's setError. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= issue.message;
  }
  return out;
}
