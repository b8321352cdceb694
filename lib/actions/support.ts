"use server";

import { submitSupportRequestFrom } from "@/lib/forms/submit";
import type { FormResult } from "@/lib/forms/result";
import { clientAddress } from "@/lib/request";

/** The /support form: validated again here with the schema the browser used. */
export async function submitSupportRequest(locale: unknown, input: unknown): Promise<FormResult> {
  return submitSupportRequestFrom(await clientAddress(), locale, input);
}
