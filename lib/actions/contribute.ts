"use server";

import { submitContributionFrom } from "@/lib/forms/submit";
import type { FormResult } from "@/lib/forms/result";
import { clientAddress } from "@/lib/request";

/** The /contribute form: validated again here with the schema the browser used. */
export async function submitContribution(locale: unknown, input: unknown): Promise<FormResult> {
  return submitContributionFrom(await clientAddress(), locale, input);
}
