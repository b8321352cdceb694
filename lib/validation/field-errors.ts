import type { z } from "zod";

/**
 * The first message key per field of a failed parse, for react-hook-form's setError. Shared by
 * every server action (accounts, community, public forms); the client translates the keys.
 */
export function fieldErrorsOf<K extends string = string>(error: z.ZodError): Record<string, K> {
  const out: Record<string, K> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= issue.message as K;
  }
  return out;
}
