import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { healthCategories, type DirectoryFilters } from "./filters";
import { publishedItem } from "@/lib/content/published";

/** The Prisma condition for directory entries matching some filters. */
export function directoryWhere(filters: DirectoryFilters): Prisma.ArticleWhereInput {
  const and: Prisma.ArticleWhereInput[] = [publishedItem, { type: "DIRECTORY" }];
  if (filters.category) and.push({ category: { slug: filters.category } });
  if (filters.kind)
    and.push({
      category: { slug: filters.kind === "health" ? { in: healthCategories } : { notIn: healthCategories } },
    });
  if (filters.country) and.push({ country: filters.country });
  if (filters.city) and.push({ city: filters.city });
  if (filters.language) and.push({ originalLocale: filters.language });
  if (filters.source) and.push({ source: { slug: filters.source } });
  return { AND: and };
}
