"use server";

import { publicForm } from "@/lib/forms/public-form";
import { saveSupportRequest } from "@/lib/forms/support-requests";
import { supportSchema } from "@/lib/validation/support";
import { action } from "./kit";

/** The /support form. */
export const submitSupportRequest = action(publicForm("support", supportSchema, saveSupportRequest));
