"use server";

import { revalidateArticle } from "@/lib/content/revalidate";
import { fail, memberAction } from "@/lib/forum/action";
import { reviewLimits } from "@/lib/forum/limits";
import type { ActionResult } from "@/lib/forum/result";
import { isProduct, saveReview } from "@/lib/reviews/reviews";
import { reviewSchema } from "@/lib/validation/review";

/** Adds the member's review of a product, or updates the one they wrote. */
export async function saveReviewAction(input: unknown): Promise<ActionResult<{ outcome: "added" | "updated" }>> {
  return memberAction({
    schema: reviewSchema,
    input,
    limits: reviewLimits,
    failure: "reviewFailed",
    run: async (user, data) => {
      if (!(await isProduct(data.productId))) return fail("notFound");
      const outcome = await saveReview(user.id, data);
      // Product pages are cached for everyone; the review list and the average live there.
      await revalidateArticle(data.productId);
      return { ok: true, outcome };
    },
  });
}
