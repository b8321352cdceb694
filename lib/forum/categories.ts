import { forumCategories, type ForumCategory } from "@/lib/validation/forum";

// Categories travel in URLs as lower-case slugs (?category=long-covid).
export const categorySlug = (category: ForumCategory) => category.toLowerCase().replace(/_/g, "-");

export function categoryFromSlug(value: string | string[] | undefined): ForumCategory | undefined {
  const slug = Array.isArray(value) ? value[0] : value;
  return forumCategories.find((c) => categorySlug(c) === slug);
}
