"use server";

import { reportLimits } from "@/lib/forum/limits";
import { reportContent } from "@/lib/moderation/reports";
import { reportSchema } from "@/lib/validation/report";
import { action, each } from "./kit";
import { fail } from "./result";

/** A member reports a post, comment or review to the moderators. */
export const reportAction = action({
  name: "report",
  access: "member",
  schema: reportSchema,
  limits: (_, { user }) => each(reportLimits(), user.id),
  failure: "reportFailed",
  run: async (data, { user }) => {
    const outcome = await reportContent(user.id, data);
    if (outcome === "duplicate") return fail("alreadyReported");
    if (outcome === "notFound") return fail("notFound");
    return { ok: true };
  },
});
