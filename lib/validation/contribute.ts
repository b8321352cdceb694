import { z } from "./zod";
import { email, honeypot, optionalUrl, requiredText } from "./fields";
import { message } from "./messages";

// The /contribute form (SPEC section 5), shared by the client form and the server action.
export const contributionCategories = [
  "NEWS",
  "SCIENCE",
  "EVENT",
  "RESOURCE",
  "DIRECTORY",
  "PRODUCT",
  "CORRECTION",
  "OTHER",
] as const;

export const contributeSchema = z.object({
  category: z.enum(contributionCategories, message("categoryRequired")),
  description: requiredText({
    min: 20,
    max: 5000,
    required: "descriptionRequired",
    tooShort: "descriptionTooShort",
  }),
  email: email(),
  from_name: requiredText({ min: 3, max: 255, required: "fromNameRequired", tooShort: "fromNameTooShort" }),
  link: optionalUrl({ max: 2048, invalid: "linkInvalid" }).optional(),
  // "E-mail me if this is published": the contributor hears back when their tip becomes an item.
  notify: z.boolean().optional(),
  nickname: honeypot,
});

export type ContributeInput = z.input<typeof contributeSchema>;
export type Contribution = z.output<typeof contributeSchema>;
