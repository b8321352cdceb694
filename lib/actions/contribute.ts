"use server";

import { saveContribution } from "@/lib/forms/contributions";
import { handleSubmission } from "@/lib/forms/handle-submission";
import type { FormResult } from "@/lib/forms/result";
import { contributeSchema } from "@/lib/validation/contribute";

/** The /contribute form: validated again here with the schema the browser used. */
export async function submitContribution(locale: unknown, input: unknown): Promise<FormResult> {
  return handleSubmission({ form: "contribute", schema: contributeSchema, locale, input, save: saveContribution });
}
