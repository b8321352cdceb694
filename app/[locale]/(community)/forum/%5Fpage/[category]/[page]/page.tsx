import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { categoryFromSlug } from "@/lib/forum/categories";
import { allCategories, internalPageNumber } from "@/lib/forum/cached-route";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { ForumList } from "../../../_components/forum-list";

// /forum?category=...&page=N for a visitor, which proxy.ts rewrites here (internal address
// /forum/_page/{category|all}/{N}, never public: lib/forum/cached-route.ts). Rendered on first
// request, then served from the cache until a forum write expires it (lib/forum/expire.ts).
type Props = { params: Promise<{ locale: Locale; category: string; page: string }> };

export const revalidate = 3600;
// force-static: Next hands this render an empty cookie jar, so the header is the visitors' one and
// the page stays cached; members get the per-request page (proxy.ts sends them to /forum).
export const dynamic = "force-static";
export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const { locale, category: slug, page: raw } = await params;
  const page = internalPageNumber(raw);
  const category = slug === allCategories ? undefined : categoryFromSlug(slug);
  if (!page || (slug !== allCategories && !category)) notFound();
  return { locale, category, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await load(params);
  const t = await getTranslations({ locale, namespace: "ForumPage" });
  return { title: t("title"), description: t("description"), alternates: alternates(locale, "/forum") };
}

export default async function CachedForumPage({ params }: Props) {
  const { locale, category, page } = await load(params);
  setRequestLocale(locale);
  return <ForumList category={category} page={page} viewer={null} />;
}
