import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { guardMembersOnly } from "@/lib/auth/guard";
import { getSessionUser } from "@/lib/auth/session";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { parseSearchParams } from "@/lib/search/params";
import { loadSearch, SearchView } from "./_components/search-view";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The page reads its query string and the session, so it renders per request: members (whose
// search also looks into members-only bodies) and the members-only directory searches. A visitor's
// other searches are rewritten by the proxy to the cached route (../%5Fq, lib/search/cached-route.ts).
async function load({ params, searchParams }: Props) {
  const { locale } = await params;
  const search = parseSearchParams(await searchParams);
  const reader = (await getSessionUser()) ? "member" : "visitor";
  return { locale, search, reader } as const;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, search, reader } = await load(props);
  const { heading } = await loadSearch(locale, search, reader);
  // Result pages are for visitors, not for search engines' indexes.
  return { title: heading, robots: { index: false, follow: true }, alternates: alternates(locale, "/search") };
}

export default async function SearchPage(props: Props) {
  setRequestLocale((await props.params).locale);
  await guardMembersOnly("/search", await props.searchParams);
  const { locale, search, reader } = await load(props);
  return <SearchView locale={locale} search={search} reader={reader} />;
}
