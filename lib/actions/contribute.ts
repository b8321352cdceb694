"use server";

import { saveContribution } from "@/lib/forms/contributions";
import { publicForm } from "@/lib/forms/public-form";
import { contributeSchema } from "@/lib/validation/contribute";
import { action } from "./kit";

/** The /contribute form. */
export const submitContribution = action(publicForm("contribute", contributeSchema, saveContribution));
