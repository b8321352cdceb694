import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { searchForKey } from "@/lib/search/cached-route";
import { loadSearch, SearchView } from "../../_components/search-view";

// A visitor's search, which proxy.ts rewrites here (internal address /search/_q/{key}, never
// public: lib/search/cached-route.ts). Rendered on first request, served from the shared cache for
// five minutes at most, and again as soon as content changes (the results carry the "content" tag).
type Props = { params: Promise<{ locale: Locale; key: string }> };

export const revalidate = 300;
// force-static: Next hands this render an empty cookie jar, so it is the visitors' page (a
// visitor's search never looks into members-only bodies).
export const dynamic = "force-static";
export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const { locale, key } = await params;
  const search = searchForKey(key);
  if (!search) notFound();
  return { locale, search };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, search } = await load(params);
  const { heading } = await loadSearch(locale, search, "visitor");
  return { title: heading, robots: { index: false, follow: true }, alternates: alternates(locale, "/search") };
}

export default async function CachedSearchPage({ params }: Props) {
  const { locale, search } = await load(params);
  setRequestLocale(locale);
  return <SearchView locale={locale} search={search} reader="visitor" />;
}
