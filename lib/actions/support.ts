"use server";

import { handleSubmission } from "@/lib/forms/handle-submission";
import type { FormResult } from "@/lib/forms/result";
import { saveSupportRequest } from "@/lib/forms/support-requests";
import { supportSchema } from "@/lib/validation/support";

/** The /support form: validated again here with the schema the browser used. */
export async function submitSupportRequest(locale: unknown, input: unknown): Promise<FormResult> {
  return handleSubmission({ form: "support", schema: supportSchema, locale, input, save: saveSupportRequest });
}
