import type { Metadata } from "next";
import { guardMembersOnly } from "@/lib/auth/guard";
import { getSessionUser } from "@/lib/auth/session";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContentCard } from "@/components/content/content-card";
import { SearchForm } from "@/components/search/search-form";
import { SearchResult } from "@/components/search/search-result";
import { Pagination } from "@/components/ui/pagination";
import { homeSections } from "@/config/content-types";
import { listLatest } from "@/lib/content/latest";
import { alternates } from "@/lib/i18n/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { listFilterOptions } from "@/lib/search/filters";
import { parseSearchParams, searchHref, type SearchParams } from "@/lib/search/params";
import { SEARCH_PAGE_SIZE } from "@/lib/search/run";
import { searchArticles } from "@/lib/search/search";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The page reads its query string, so it renders per request; the results are cached
// (lib/search/search.ts) until content changes.
async function load({ params, searchParams }: Props) {
  const { locale } = await params;
  const search = parseSearchParams(await searchParams);
  const t = await getTranslations({ locale, namespace: "SearchPage" });
  const format = await getRegionFormatter();
  // A member's search also looks into members-only bodies; a visitor's does not (no oracle).
  const reader = (await getSessionUser()) ? "member" : "visitor";
  const results = search.q ? await searchArticles(locale, JSON.stringify(search), reader) : null;
  const heading = !results
    ? t("title")
    : results.capped
      ? t("resultsCapped", { n: format.number(results.total), term: search.q })
      : results.total
        ? t("results", { count: results.total, n: format.number(results.total), term: search.q })
        : t("noResults", { term: search.q });
  return { locale, search, results, heading, t, format };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, heading } = await load(props);
  // Result pages are for visitors, not for search engines' indexes.
  return { title: heading, robots: { index: false, follow: true }, alternates: alternates(locale, "/search") };
}

export default async function SearchPage(props: Props) {
  setRequestLocale((await props.params).locale);
  await guardMembersOnly("/search", await props.searchParams);
  const { locale, search, results, heading, t, format } = await load(props);
  // A page past the last one (?page=999) is not a page of results.
  if (results && results.total > 0 && !results.hits.length) notFound();
  const options = await listFilterOptions(locale);
  const hrefFor = (page: number): string => searchHref({ ...search, page } satisfies SearchParams);

  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <SearchForm locale={locale} params={search} options={options} />
      {!results ? (
        <>
          <p className="text-slate-700 dark:text-slate-300">{t("prompt")}</p>
          <LatestPublications locale={locale} title={t("latestTitle")} />
        </>
      ) : results.total === 0 ? (
        <div role="status" className="rounded-lg border border-dashed border-slate-300 p-6 dark:border-slate-700">
          <h2 className="text-xl font-semibold">{t("nothingFound")}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t("nothingFoundHint")}</p>
        </div>
      ) : (
        <section aria-label={t("resultsLabel")}>
          {results.capped && (
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              {t("cappedHint", { n: format.number(results.total) })}
            </p>
          )}
          <ol className="space-y-4">
            {results.hits.map((hit) => (
              <li key={hit.id}>
                <SearchResult hit={hit} locale={locale} />
              </li>
            ))}
          </ol>
          <Pagination page={search.page} pageSize={SEARCH_PAGE_SIZE} total={results.total} hrefFor={hrefFor} />
        </section>
      )}
    </div>
  );
}

/** Without a query, the archive opens on its newest publications (the home page's "see all"). */
async function LatestPublications({ locale, title }: { locale: Locale; title: string }) {
  const items = await listLatest({ locale, types: homeSections[0]!.types, limit: 24 });
  return (
    <section aria-labelledby="latest-publications">
      <h2 id="latest-publications" className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <ContentCard item={item} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
