import { z } from "./zod";
import { email, honeypot, requiredText } from "./fields";
import { message } from "./messages";

// The /support form (SPEC section 5), shared by the client form and the server action.
export const supportProducts = ["MOBILE_APP", "WEBSITE"] as const;

export const supportSchema = z.object({
  name: requiredText({ min: 2, max: 255, required: "nameRequired", tooShort: "nameTooShort" }),
  email: email(),
  product: z.enum(supportProducts, message("productRequired")),
  subject: requiredText({ min: 5, max: 200, required: "subjectRequired", tooShort: "subjectTooShort" }),
  message: requiredText({ min: 20, max: 5000, required: "messageRequired", tooShort: "messageTooShort" }),
  nickname: honeypot,
});

export type SupportInput = z.input<typeof supportSchema>;
export type SupportRequestData = z.output<typeof supportSchema>;
