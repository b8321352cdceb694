import "server-only";
import { contributeSchema } from "@/lib/validation/contribute";
import { supportSchema } from "@/lib/validation/support";
import { saveContribution } from "./contributions";
import { handleSubmission } from "./handle-submission";
import type { FormResult } from "./result";
import { saveSupportRequest } from "./support-requests";

// The two public forms as the server runs them, given the caller's address; the server actions
// in lib/actions add only the address from the request.
export const submitContributionFrom = (address: string, locale: unknown, input: unknown): Promise<FormResult> =>
  handleSubmission({ form: "contribute", schema: contributeSchema, locale, input, address, save: saveContribution });

export const submitSupportRequestFrom = (address: string, locale: unknown, input: unknown): Promise<FormResult> =>
  handleSubmission({ form: "support", schema: supportSchema, locale, input, address, save: saveSupportRequest });
