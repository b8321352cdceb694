import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/generated/prisma/enums";
import { publishedItem } from "@/lib/content/published";
import { contentTag } from "@/lib/cache-tags";

export type FilterOption = { value: string; label: string };
export type FilterOptions = { tags: FilterOption[]; sources: FilterOption[]; brands: FilterOption[] };

const byLabel = (locale: Locale) => (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label, locale);

/** The choices of the search filters that come from the content: tags, sources and brands. */
export const listFilterOptions = unstable_cache(
  async (locale: Locale): Promise<FilterOptions> => {
    const [tags, sources, brands] = await Promise.all([
      db.tag.findMany({
        select: {
          slug: true,
          translations: { where: { locale: { in: [locale, "en"] } }, select: { locale: true, name: true } },
        },
      }),
      db.source.findMany({ select: { slug: true, name: true } }),
      db.article.findMany({
        where: { ...publishedItem, brand: { not: null } },
        distinct: ["brand"],
        select: { brand: true },
      }),
    ]);
    const tagName = (t: (typeof tags)[number]) =>
      (t.translations.find((n) => n.locale === locale) ?? t.translations[0])?.name ?? t.slug;
    return {
      tags: tags.map((t) => ({ value: t.slug, label: tagName(t) })).sort(byLabel(locale)),
      sources: sources.map((s) => ({ value: s.slug, label: s.name })).sort(byLabel(locale)),
      brands: brands.flatMap((b) => (b.brand ? [{ value: b.brand, label: b.brand }] : [])).sort(byLabel(locale)),
    };
  },
  ["search-filter-options"],
  { tags: [contentTag], revalidate: 3600 },
);
