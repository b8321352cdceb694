import { z } from "zod";
import { typeForSegment, typeSegments } from "@/config/content-types";
import type { ContentType, Locale } from "@/lib/generated/prisma/enums";
import { routing } from "@/lib/i18n/routing";

export type SearchFilters = {
  type?: ContentType;
  tag?: string;
  source?: string;
  language?: Locale;
  brand?: string;
  isEventFree?: true;
  onlineOnly?: true;
};

export type SearchParams = { q: string; page: number; filters: SearchFilters };

// A repeated parameter (?tag=a&tag=b) counts by its first value.
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(first, schema.optional().catch(undefined));
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100);
const flag = z.enum(["true", "1", "on"]).transform(() => true as const);

// Unknown or malformed values are ignored: the page stays a normal search page.
const schema = z.object({
  q: z.preprocess(first, z.string().catch("")).transform((q) => q.replace(/\s+/g, " ").trim().slice(0, 200)),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(1000).catch(1)),
  type: optional(
    z
      .string()
      .refine((s) => typeForSegment(s) !== undefined)
      .transform((s) => typeForSegment(s)!),
  ),
  tag: optional(slug),
  source: optional(slug),
  language: optional(z.enum(routing.locales)),
  brand: optional(z.string().trim().min(1).max(100)),
  isEventFree: optional(flag),
  onlineOnly: optional(flag),
});

/** Reads the search page's query string (`q`, `page` and the filters). Never throws. */
export function parseSearchParams(input: Record<string, string | string[] | undefined>): SearchParams {
  const { q, page, ...filters } = schema.parse(input);
  const defined = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as SearchFilters;
  return { q, page, filters: defined };
}

export const hasFilters = (filters: SearchFilters) => Object.keys(filters).length > 0;

/** A 1-based page number from a search parameter; anything else is page 1. */
export const parsePage = (value: unknown): number => schema.shape.page.parse(value);

/** The search page's address for a query and filters (and page), as the form would submit it. */
export function searchHref({ q, page, filters }: SearchParams): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (filters.type) query.set("type", typeSegments[filters.type]);
  for (const key of ["tag", "source", "language", "brand"] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (filters.isEventFree) query.set("isEventFree", "true");
  if (filters.onlineOnly) query.set("onlineOnly", "true");
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/search?${text}` : "/search";
}
