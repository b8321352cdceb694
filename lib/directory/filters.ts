import { z } from "zod";
import { routing } from "@/lib/i18n/routing";

// The directory's filters, read from the URL so a filtered view can be shared. A value that does
// not parse is dropped (the filter is ignored); a well-formed value that matches nothing simply
// gives an empty result.

/** Kinds of entry (the "content type" filter): directory categories grouped into two audiences. */
export const directoryKinds = ["health", "business"] as const;
export type DirectoryKind = (typeof directoryKinds)[number];

// Categories whose entries are healthcare providers; every other category is a business.
export const healthCategories = ["healthcare", "dentists"];

export const kindOfCategory = (slug: string): DirectoryKind =>
  healthCategories.includes(slug) ? "health" : "business";

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(first, schema.optional()).catch(undefined);

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100);

const searchSchema = z.object({
  category: optional(slug),
  country: optional(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((c) => c.toUpperCase()),
  ),
  city: optional(z.string().trim().min(1).max(100)),
  kind: optional(z.enum(directoryKinds)),
  language: optional(z.enum(routing.locales)),
  source: optional(slug),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000)).catch(1),
});

export type DirectoryFilters = Omit<z.infer<typeof searchSchema>, "page">;
export type DirectorySearch = z.infer<typeof searchSchema>;

export const filterKeys = [
  "category",
  "country",
  "city",
  "kind",
  "language",
  "source",
] as const satisfies (keyof DirectoryFilters)[];

/** Filters and page from a page's search parameters; never throws. */
export function parseDirectorySearch(params: Record<string, string | string[] | undefined>): DirectorySearch {
  return searchSchema.parse(params);
}

/** Whether the visitor has chosen anything yet (the page then shows results instead of the start). */
export const hasFilters = (filters: DirectoryFilters) => filterKeys.some((key) => filters[key] !== undefined);

/**
 * Keeps the city only with a country it belongs to (the city options depend on the country), so
 * changing country never strands a city and the form always shows the city it filters by.
 */
export function withValidCity<T extends DirectoryFilters>(filters: T, countryCities: string[]): T {
  if (!filters.city || (filters.country && countryCities.includes(filters.city))) return filters;
  return { ...filters, city: undefined };
}

/** The directory URL of some filters (and page), with empty values left out. */
export function directoryHref(filters: DirectoryFilters, page = 1): string {
  const query = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (page > 1) query.set("page", String(page));
  const qs = query.toString();
  return qs ? `/directory?${qs}` : "/directory";
}
