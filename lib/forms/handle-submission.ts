import "server-only";
import type { z } from "zod";
import { routing, type Locale } from "@/lib/i18n/routing";
import type { FormErrorKey } from "@/lib/forms/fields";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { withoutNul } from "@/lib/validation/nul";
import { consumeFormLimit } from "./rate-limits";
import type { FormResult } from "./result";

type Options<S extends z.ZodType> = {
  form: "contribute" | "support";
  schema: S;
  locale: unknown;
  input: unknown;
  // The caller's address (lib/request.ts clientAddress()), for the per-address limits.
  address: string;
  save: (data: z.output<S>, locale: Locale) => Promise<void>;
};

/**
 * The order every public form follows on the server: parse (never trust the browser) -> rate
 * limit -> honeypot -> save and notify. Invalid input does not count against the limit, so a
 * person correcting typos is never locked out.
 */
export async function handleSubmission<S extends z.ZodType>({
  form,
  schema,
  locale,
  input,
  address,
  save,
}: Options<S>): Promise<FormResult> {
  const parsed = schema.safeParse(withoutNul(input));
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrorsOf<FormErrorKey>(parsed.error) };
  const language = routing.locales.includes(locale as Locale) ? (locale as Locale) : routing.defaultLocale;

  const limit = await consumeFormLimit(form, address);
  if (!limit.allowed)
    return { ok: false, error: "rateLimited", retryAfterMinutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)) };

  // A filled honeypot is a bot: it gets the same answer as a person, so it learns nothing.
  if ((parsed.data as { nickname?: string }).nickname) return { ok: true };

  try {
    await save(parsed.data, language);
    return { ok: true };
  } catch (error) {
    console.error(`${form} submission not saved:`, error instanceof Error ? error.message : error);
    return { ok: false, error: "failed" };
  }
}
