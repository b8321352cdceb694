import { z } from "zod";

// Shared by the review form and its server action; messages are keys of "ReviewValidation".
export const REVIEW_MAX = 2_000;

export const reviewSchema = z.object({
  productId: z.string().min(1).max(64),
  rating: z.number({ error: "ratingRequired" }).int("ratingRequired").min(1, "ratingRequired").max(5, "ratingRequired"),
  text: z
    .string()
    .trim()
    .min(1, "textRequired")
    .max(REVIEW_MAX, "textTooLong"),
});
export type ReviewInput = z.input<typeof reviewSchema>;
