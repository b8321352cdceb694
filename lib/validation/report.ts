import { z } from "./zod";

// A member's report of a post, comment or review (messages are keys of "Reports").
export const reportTargets = ["POST", "COMMENT", "REVIEW"] as const;
export type ReportTargetType = (typeof reportTargets)[number];

export const reportSchema = z.object({
  targetType: z.enum(reportTargets),
  targetId: z.string().min(1).max(64),
  reason: z.string().trim().min(5, "reasonTooShort").max(500, "reasonTooLong"),
});
export type ReportInput = z.input<typeof reportSchema>;

export const moderationSchema = z.object({
  reportId: z.string().min(1).max(64),
  decision: z.enum(["hide", "delete", "dismiss"]),
});
