import { z } from "zod";
import { typeForSegment } from "@/config/content-types";

// Route parameters of the content screens, parsed before any query runs. The length cap aborts
// before the pattern (which is linear anyway: one way to split on hyphens).
const slug = z
  .string()
  .max(200, { abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const typeParam = z.string().transform((segment, ctx) => {
  const type = typeForSegment(segment);
  if (!type) ctx.addIssue({ code: "custom", message: "unknown content type" });
  return type ?? z.NEVER;
});

export const contentParams = z.object({ type: typeParam, category: slug.optional(), slug: slug.optional() });

/** /{type}/{category}: the category is required, with the slug rules. */
export const categoryParams = contentParams.required({ category: true });

/** /{type}/{category}/{slug}: both required, with the slug rules. */
export const articleParams = contentParams.required({ category: true, slug: true });
