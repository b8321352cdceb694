import { z } from "./zod";
import { email, honeypot, optionalLink, text } from "@/lib/forms/fields";

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
  category: z.enum(contributionCategories, { error: "categoryRequired" }),
  description: text(20, 5000, "descriptionRequired", "descriptionTooShort"),
  email,
  from_name: text(3, 255, "fromNameRequired", "fromNameTooShort"),
  link: optionalLink,
  nickname: honeypot,
});

export type ContributeInput = z.input<typeof contributeSchema>;
export type Contribution = z.output<typeof contributeSchema>;
