// GET /api/reviews?productId=&page=: one page of a product's public reviews (paging on cached product pages).
import { z } from "zod";
import { route } from "@/lib/api/route";
import { listReviews } from "@/lib/reviews/reviews";
import { id } from "@/lib/validation/fields";

const query = z.object({ productId: id(), page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const GET = route({ query, cache: "public, max-age=30" }, async ({ query, json }) =>
  json(await listReviews(query.productId, query.page)),
);
