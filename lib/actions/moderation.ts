"use server";

import { revalidatePath } from "next/cache";
import { revalidateArticle } from "@/lib/content/revalidate";
import { expireForumPages } from "@/lib/forum/expire";
import { decideReport, reviewedProductOf } from "@/lib/moderation/reports";
import { moderationSchema } from "@/lib/validation/report";
import { action } from "./kit";
import { fail } from "./result";

/** A moderator or admin hides, deletes or dismisses what a report is about. */
export const decideReportAction = action({
  name: "decideReport",
  access: "moderator",
  schema: moderationSchema,
  failure: "moderationFailed",
  run: async ({ reportId, decision }, { user }) => {
    const productId = await reviewedProductOf(reportId);
    if (!(await decideReport(user.id, reportId, decision))) return fail("notFound");
    // Reviews live on cached product pages; which product is known only before the decision.
    if (productId) await revalidateArticle(productId);
    return { ok: true };
  },
  revalidate: async () => {
    // The forum's cached pages, which visitors read, in every process (lib/forum/expire.ts).
    await expireForumPages();
    revalidatePath("/[locale]/(community)/moderation", "page");
  },
});
