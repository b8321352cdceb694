import { z } from "./zod";

// Shared by the review form and its server action; messages are keys of "ReviewValidation".
export const REVIEW_MAX = 2_000;

export const reviewSchema = z.object({
  productId: z.string().min(1).max(64),
  // Coerced: a radio group's value is a string in the browser ("4"); the server gets a number.
  rating: z.coerce
    .number({ error: "ratingRequired" })
    .int("ratingRequired")
    .min(1, "ratingRequired")
    .max(5, "ratingRequired"),
  text: z.string().trim().min(1, "textRequired").max(REVIEW_MAX, "textTooLong"),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewOutput = z.output<typeof reviewSchema>;
