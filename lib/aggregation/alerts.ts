// A feed's alert mapping: CDC's Health Alert Network titles its messages "Health Alert: ...",
// "Health Advisory: ...", "Health Update: ..."; a rule gives entries whose title contains its
// pattern (any case, plain text: no regular expressions from editors) an alert level.
import { z } from "zod";
import type { AlertLevel } from "@/lib/generated/prisma/enums";

export const alertRuleSchema = z.object({
  pattern: z.string().trim().min(2).max(100),
  level: z.enum(["ALERT", "ADVISORY", "UPDATE", "INFORMATION"]),
});
export const alertRulesSchema = z.array(alertRuleSchema).max(20);
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** The level of the first rule whose pattern the title contains, or null. */
export function alertLevelFor(title: string, rules: unknown): AlertLevel | null {
  const parsed = alertRulesSchema.safeParse(rules);
  if (!parsed.success) return null;
  const lower = title.toLocaleLowerCase("en");
  return parsed.data.find((rule) => lower.includes(rule.pattern.toLocaleLowerCase("en")))?.level ?? null;
}
