import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db";
import { pickText } from "@/lib/content/text";
import type { AccessLevel, Locale } from "@/lib/generated/prisma/enums";
import type { DirectoryFilters } from "./filters";
import { directoryWhere } from "./where";
import { contentTag } from "@/lib/cache-tags";

export type DirectoryEntry = {
  id: string;
  slug: string;
  category: { slug: string; name: string };
  title: string;
  summary: string;
  // The reader's language, or the original one when the entry is not translated yet.
  textLocale: Locale;
  accessLevel: AccessLevel;
  isExample: boolean;
  city: string | null;
  country: string | null;
  // Contact details; left out for members-only entries.
  phone: string | null;
  email: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type DirectoryPage = { total: number; items: DirectoryEntry[] };

/** One page of directory entries matching the filters, in the reader's language. */
export async function findDirectoryEntries(
  filters: DirectoryFilters,
  locale: Locale,
  page: number,
  pageSize: number,
): Promise<DirectoryPage> {
  const where = directoryWhere(filters);
  const [total, rows] = await Promise.all([
    db.article.count({ where }),
    db.article.findMany({
      where,
      orderBy: [{ featured: "desc" }, { slug: "asc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: {
        id: true,
        slug: true,
        accessLevel: true,
        isExample: true,
        originalLocale: true,
        city: true,
        country: true,
        phone: true,
        email: true,
        website: true,
        latitude: true,
        longitude: true,
        category: {
          select: {
            slug: true,
            translations: { where: { locale: { in: [locale, "en"] } }, select: { locale: true, name: true } },
          },
        },
        translations: { select: { locale: true, title: true, summary: true } },
      },
    }),
  ]);
  const items = rows.flatMap((row): DirectoryEntry[] => {
    const text = pickText(row.translations, locale, row.originalLocale) ?? row.translations[0];
    if (!text) return [];
    const open = row.accessLevel === "FREE";
    const categoryName = pickText(row.category.translations, locale, "en")?.name ?? row.category.slug;
    return [
      {
        id: row.id,
        slug: row.slug,
        category: { slug: row.category.slug, name: categoryName },
        title: text.title,
        summary: text.summary,
        textLocale: text.locale,
        accessLevel: row.accessLevel,
        isExample: row.isExample,
        city: row.city,
        country: row.country,
        phone: open ? row.phone : null,
        email: open ? row.email : null,
        website: open ? row.website : null,
        latitude: open ? row.latitude : null,
        longitude: open ? row.longitude : null,
      },
    ];
  });
  return { total, items };
}

/** findDirectoryEntries, cached until content changes (the page reads search params, so it renders per request). */
export const listDirectoryEntries = unstable_cache(findDirectoryEntries, ["directory-entries"], {
  tags: [contentTag],
  revalidate: 3600,
});
