// GET /api/reviews/mine?productId=: whether the signed-in member already reviewed the product (edit instead of add).
import { z } from "zod";
import { route } from "@/lib/api/route";
import { getMyReview } from "@/lib/reviews/reviews";
import { id } from "@/lib/validation/fields";

export const GET = route(
  { access: "optional", query: z.object({ productId: id() }), cache: "private, no-store" },
  async ({ query, user, json }) =>
    user
      ? json({ signedIn: true, userId: user.id, review: await getMyReview(query.productId, user.id) })
      : json({ signedIn: false, review: null }),
);
