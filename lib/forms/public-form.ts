import "server-only";
import type { z } from "zod";
import type { Locale } from "@/lib/i18n/routing";
import { formLimits } from "./rate-limits";

/**
 * The two public forms (/contribute, /support) as action definitions: anyone may send, limited per
 * address, and a filled honeypot (a bot) gets a person's answer while nothing is stored.
 */
export function publicForm<S extends z.ZodType<{ nickname?: string }>>(
  form: "contribute" | "support",
  schema: S,
  save: (data: z.output<S>, locale: Locale) => Promise<void>,
) {
  return {
    name: `${form} form`,
    access: "anyone" as const,
    schema,
    limits: (_: z.output<S>, { address }: { address: string }) => formLimits(form, address),
    run: async (data: z.output<S>, { locale }: { locale: Locale }) => {
      if (!data.nickname) await save(data, locale);
      return { ok: true as const };
    },
  };
}
