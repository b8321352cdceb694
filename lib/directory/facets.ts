import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db";
import { pickText } from "@/lib/content/text";
import type { Locale } from "@/lib/generated/prisma/enums";
import { directoryKinds, kindOfCategory, type DirectoryKind } from "./filters";
import { publishedItem } from "@/lib/content/published";
import { contentTag } from "@/lib/cache-tags";

export type Option<T extends string = string> = { value: T; label: string; count: number };

export type DirectoryFacets = {
  categories: Option[];
  // ISO 3166-1 alpha-2 codes; the page names them in the reader's language.
  countries: Option[];
  kinds: { value: DirectoryKind; count: number }[];
  languages: { value: Locale; count: number }[];
  sources: Option[];
};

const type = "DIRECTORY" as const;

/** What the directory holds, for the filter options and the start screen: each value with its entry count. */
export async function countDirectoryFacets(locale: Locale): Promise<DirectoryFacets> {
  const [categories, countries, languages, sources] = await Promise.all([
    db.category.findMany({
      where: { type },
      orderBy: [{ position: "asc" }, { slug: "asc" }],
      select: {
        slug: true,
        translations: { where: { locale: { in: [locale, "en"] } }, select: { locale: true, name: true } },
        _count: { select: { articles: true } },
      },
    }),
    db.article.groupBy({
      by: ["country"],
      where: { ...publishedItem, type, country: { not: null } },
      _count: { _all: true },
    }),
    db.article.groupBy({ by: ["originalLocale"], where: { ...publishedItem, type }, _count: { _all: true } }),
    db.source.findMany({
      where: { articles: { some: { ...publishedItem, type } } },
      orderBy: { name: "asc" },
      select: { slug: true, name: true, _count: { select: { articles: { where: { ...publishedItem, type } } } } },
    }),
  ]);
  const categoryOptions = categories.map((c) => ({
    value: c.slug,
    label: pickText(c.translations, locale, "en")?.name ?? c.slug,
    count: c._count.articles,
  }));
  return {
    categories: categoryOptions,
    countries: countries.flatMap((c) =>
      c.country ? [{ value: c.country, label: c.country, count: c._count._all }] : [],
    ),
    kinds: directoryKinds.map((kind) => ({
      value: kind,
      count: categoryOptions.filter((c) => kindOfCategory(c.value) === kind).reduce((sum, c) => sum + c.count, 0),
    })),
    languages: languages.map((l) => ({ value: l.originalLocale, count: l._count._all })),
    sources: sources.map((s) => ({ value: s.slug, label: s.name, count: s._count.articles })),
  };
}

/** The cities with entries in a country, alphabetically, with their counts. */
export async function countDirectoryCities(country: string): Promise<Option[]> {
  const rows = await db.article.groupBy({
    by: ["city"],
    where: { ...publishedItem, type, country, city: { not: null } },
    _count: { _all: true },
  });
  return rows
    .flatMap((r) => (r.city ? [{ value: r.city, label: r.city, count: r._count._all }] : []))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export const getDirectoryFacets = unstable_cache(countDirectoryFacets, ["directory-facets"], {
  tags: [contentTag],
  revalidate: 3600,
});
export const listDirectoryCities = unstable_cache(countDirectoryCities, ["directory-cities"], {
  tags: [contentTag],
  revalidate: 3600,
});
