import { z } from "./zod";
import { id, requiredText } from "./fields";

// A member's report of a post, comment or review, and a moderator's decision on it.
export const reportTargets = ["POST", "COMMENT", "REVIEW"] as const;
export type ReportTargetType = (typeof reportTargets)[number];

export const reportSchema = z.object({
  targetType: z.enum(reportTargets),
  targetId: id(),
  reason: requiredText({ min: 5, max: 500, required: "reasonTooShort", tooLong: "reasonTooLong" }),
});
export type ReportInput = z.input<typeof reportSchema>;

export const moderationSchema = z.object({
  reportId: id(),
  decision: z.enum(["hide", "delete", "dismiss"]),
});
