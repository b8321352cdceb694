// GET /api/reviews/mine?productId=: whether the signed-in member already reviewed the product (edit instead of add).
import { NextResponse } from "next/server";
import { z } from "zod";
import { getSessionUser } from "@/lib/auth/session";
import { getMyReview } from "@/lib/reviews/reviews";

const query = z.object({ productId: z.string().min(1).max(64) });

export async function GET(request: Request) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return NextResponse.json({ error: "invalid", issues: parsed.error.issues }, { status: 422 });
  const user = await getSessionUser();
  const headers = { "cache-control": "private, no-store" };
  if (!user) return NextResponse.json({ signedIn: false, review: null }, { headers });
  const review = await getMyReview(parsed.data.productId, user.id);
  return NextResponse.json({ signedIn: true, userId: user.id, review }, { headers });
}
