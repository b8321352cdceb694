import { z } from "zod";
import { typeForSegment } from "@/config/content-types";

// Route parameters of the content screens, parsed before any query runs.
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(200);

export const typeParam = z.string().transform((segment, ctx) => {
  const type = typeForSegment(segment);
  if (!type) ctx.addIssue({ code: "custom", message: "unknown content type" });
  return type ?? z.NEVER;
});

export const contentParams = z.object({ type: typeParam, category: slug.optional(), slug: slug.optional() });
