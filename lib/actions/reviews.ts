"use server";

import { revalidateArticle } from "@/lib/content/revalidate";
import { reviewLimits } from "@/lib/forum/limits";
import { isProduct, saveReview } from "@/lib/reviews/reviews";
import { reviewSchema } from "@/lib/validation/review";
import { action, each } from "./kit";
import { fail } from "./result";

/** Adds the member's review of a product, or updates the one they wrote. */
export const saveReviewAction = action({
  name: "saveReview",
  access: "member",
  schema: reviewSchema,
  limits: (_, { user }) => each(reviewLimits(), user.id),
  failure: "reviewFailed",
  run: async (data, { user }) => {
    if (!(await isProduct(data.productId))) return fail("notFound");
    return { ok: true, outcome: await saveReview(user.id, data) };
  },
  // Product pages are cached for everyone; the review list and the average live there.
  revalidate: (data) => revalidateArticle(data.productId),
});
