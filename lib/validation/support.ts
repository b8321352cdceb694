import { z } from "./zod";
import { email, honeypot, text } from "@/lib/forms/fields";

// The /support form (SPEC section 5), shared by the client form and the server action.
export const supportProducts = ["MOBILE_APP", "WEBSITE"] as const;

export const supportSchema = z.object({
  name: text(2, 255, "nameRequired", "nameTooShort"),
  email,
  product: z.enum(supportProducts, { error: "productRequired" }),
  subject: text(5, 200, "subjectRequired", "subjectTooShort"),
  message: text(20, 5000, "messageRequired", "messageTooShort"),
  nickname: honeypot,
});

export type SupportInput = z.input<typeof supportSchema>;
export type SupportRequestData = z.output<typeof supportSchema>;
