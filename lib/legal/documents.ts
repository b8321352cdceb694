import { z } from "zod";

// The legal texts, in the order the footer lists them. Each exists as
// content/legal/<slug>.<locale>.md in every language.
export const legalSlugs = ["disclaimer", "forum-guidelines", "privacy-policy", "terms"] as const;

export const legalSlugSchema = z.enum(legalSlugs);

export type LegalSlug = z.infer<typeof legalSlugSchema>;
