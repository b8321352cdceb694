"use server";

import { revalidatePath } from "next/cache";
import { revalidateArticle } from "@/lib/content/revalidate";
import { getSessionUser, isModerator } from "@/lib/auth/session";
import { fail } from "@/lib/forum/action";
import type { ActionResult } from "@/lib/forum/result";
import { decideReport, reviewedProductOf } from "@/lib/moderation/reports";
import { moderationSchema } from "@/lib/validation/report";

/** A moderator or admin hides, deletes or dismisses what a report is about. */
export async function decideReportAction(input: unknown): Promise<ActionResult> {
  const user = await getSessionUser();
  if (!user) return fail("signIn");
  if (!isModerator(user)) return fail("forbidden");
  const parsed = moderationSchema.safeParse(input);
  if (!parsed.success) return fail("invalid");
  let productId: string | null;
  try {
    productId = await reviewedProductOf(parsed.data.reportId);
    if (!(await decideReport(user.id, parsed.data.reportId, parsed.data.decision))) return fail("notFound");
  } catch (error) {
    console.error("moderation decision failed:", error);
    return fail("moderationFailed");
  }
  revalidatePath("/[locale]/(community)/forum", "layout");
  revalidatePath("/[locale]/(community)/moderation", "page");
  // Reviews live on cached product pages.
  if (productId) await revalidateArticle(productId);
  return { ok: true };
}
