"use server";

import { fail, memberAction } from "@/lib/forum/action";
import { reportLimits } from "@/lib/forum/limits";
import type { ActionResult } from "@/lib/forum/result";
import { reportContent } from "@/lib/moderation/reports";
import { reportSchema } from "@/lib/validation/report";

/** A member reports a post, comment or review to the moderators. */
export async function reportAction(input: unknown): Promise<ActionResult> {
  return memberAction({
    schema: reportSchema,
    input,
    limits: reportLimits,
    failure: "reportFailed",
    run: async (user, data) => {
      const outcome = await reportContent(user.id, data);
      if (outcome === "duplicate") return fail("alreadyReported");
      if (outcome === "notFound") return fail("notFound");
      return { ok: true };
    },
  });
}
