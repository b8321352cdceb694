import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { pageParam } from "@/components/ui/pagination";
import { guardMembersOnly } from "@/lib/auth/guard";
import {
  CategoryListing,
  categoryMetadata,
  resolveCategory,
  type CategoryParams,
} from "./_components/category-listing";

type Props = { params: CategoryParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata(await resolveCategory(params));
}

// Rendered per request: proxy.ts sends the public categories to the cached ./%5Fpage/[page] route
// (lib/content/category-pages.ts), so this one serves the members-only ones (the directory's).
export default async function CategoryPage({ params, searchParams }: Props) {
  const resolved = await resolveCategory(params);
  setRequestLocale(resolved.locale);
  const query = await searchParams;
  await guardMembersOnly(`/${resolved.segment}/${resolved.category.slug}`, query);
  return <CategoryListing resolved={resolved} page={pageParam(query.page)} />;
}
