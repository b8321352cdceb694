import type { FormErrorKey } from "@/lib/forms/fields";

// What a public form's server action answers. Error texts are message keys; the client translates.
export type FormResult =
  | { ok: true }
  | { ok: false; error: "invalid"; fieldErrors: Record<string, FormErrorKey> }
  | { ok: false; error: "rateLimited"; retryAfterMinutes: number }
  | { ok: false; error: "failed" };
