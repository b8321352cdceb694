// GET /api/reviews?productId=&page=: one page of a product's public reviews (paging on cached product pages).
import { NextResponse } from "next/server";
import { z } from "zod";
import { listReviews } from "@/lib/reviews/reviews";

const query = z.object({
  productId: z.string().min(1).max(64),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export async function GET(request: Request) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return NextResponse.json({ error: "invalid", issues: parsed.error.issues }, { status: 422 });
  const page = await listReviews(parsed.data.productId, parsed.data.page);
  return NextResponse.json(page, { headers: { "cache-control": "public, max-age=30" } });
}
