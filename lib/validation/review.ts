import { z } from "./zod";
import { id, requiredText } from "./fields";
import { message } from "./messages";

// Shared by the review form and its server action.
export const REVIEW_MAX = 2_000;

export const reviewSchema = z.object({
  productId: id(),
  // Coerced on the server: a radio group's value is a string in the browser ("4").
  rating: z.coerce
    .number(message("ratingRequired"))
    .int(message("ratingRequired"))
    .min(1, message("ratingRequired"))
    .max(5, message("ratingRequired")),
  text: requiredText({ max: REVIEW_MAX, required: "reviewRequired", tooLong: "reviewTooLong" }),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewOutput = z.output<typeof reviewSchema>;
