import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isMembersOnly } from "@/lib/auth/members-only";
import type { Locale } from "@/lib/i18n/routing";
import { CategoryListing, categoryMetadata, resolveCategory } from "../../_components/category-listing";

// /{type}/{category}?page=N of a public category, which proxy.ts rewrites here (internal address
// /{type}/{category}/_page/N, never public: lib/content/category-pages.ts). Rendered on first
// request, then served from cache, like the type list; regenerated with the content.
type Props = { params: Promise<{ locale: Locale; type: string; category: string; page: string }> };

export const revalidate = 600;
// force-static: Next hands this render an empty cookie jar, so the header is the visitors' one and
// the page stays cached; members get the same page from its variant under %5Fmember (proxy.ts).
export const dynamic = "force-static";
export function generateStaticParams() {
  return [];
}

// The proxy writes 1..10,000 without leading zeros; anything else is not a page.
const pageNumber = (raw: string) => (/^[1-9][0-9]{0,4}$/.test(raw) && Number(raw) <= 10_000 ? Number(raw) : undefined);

async function load(params: Props["params"]) {
  const { page: raw, ...rest } = await params;
  const page = pageNumber(raw);
  if (!page) notFound();
  const resolved = await resolveCategory(Promise.resolve(rest));
  // Members-only categories never come here from the proxy; this keeps them off the cache regardless.
  if (isMembersOnly(`/${resolved.segment}/${resolved.category.slug}`, new URLSearchParams())) notFound();
  return { resolved, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await load(params)).resolved);
}

export default async function CachedCategoryPage({ params }: Props) {
  const { resolved, page } = await load(params);
  setRequestLocale(resolved.locale);
  return <CategoryListing resolved={resolved} page={page} />;
}
