import { ContentCard } from "@/components/content/content-card";
import { SearchForm } from "@/components/search/search-form";
import { SearchResult } from "@/components/search/search-result";
import { Pagination } from "@/components/ui/pagination";
import { homeSections } from "@/config/content-types";
import { listLatest } from "@/lib/content/latest";
import type { Locale } from "@/lib/i18n/routing";
import { getRegionFormatter } from "@/lib/i18n/format";
import { listFilterOptions } from "@/lib/search/filters";
import { hasFilters, searchHref, type SearchParams } from "@/lib/search/params";
import { SEARCH_PAGE_SIZE } from "@/lib/search/run";
import { searchArticles } from "@/lib/search/search";
import type { Reader } from "@/lib/search/sql";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";

// The search page's content, for both of its routes: /search itself (members, and visitors' own
// searches through the proxy's rewrite) and the cached visitors' route /search/_q/{key}
// (lib/search/cached-route.ts). The reader says whose results: a member's search also looks into
// members-only bodies, a visitor's does not (no oracle).

/**
 * The results and the page's heading: for words, or for filters alone (what they select, newest
 * first); neither is no search (the archive's newest publications instead).
 */
export async function loadSearch(locale: Locale, search: SearchParams, reader: Reader) {
  const t = await getTranslations({ locale, namespace: "SearchPage" });
  const format = await getRegionFormatter();
  const searched = Boolean(search.q) || hasFilters(search.filters);
  const results = searched ? await searchArticles(locale, JSON.stringify(search), reader) : null;
  if (!results) return { results, heading: t("title") };
  const { total, capped } = results;
  const n = format.number(total);
  const term = search.q;
  // Without words there is no term to quote: the heading counts what the filters select.
  if (!term) {
    return { results, heading: capped ? t("filterResultsCapped", { n }) : t("filterResults", { count: total, n }) };
  }
  const heading = capped
    ? t("resultsCapped", { n, term })
    : total
      ? t("results", { count: total, n, term })
      : t("noResults", { term });
  return { results, heading };
}

export async function SearchView({ locale, search, reader }: { locale: Locale; search: SearchParams; reader: Reader }) {
  const { results, heading } = await loadSearch(locale, search, reader);
  const t = await getTranslations({ locale, namespace: "SearchPage" });
  const format = await getRegionFormatter();
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
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {t(search.q ? "nothingFoundHint" : "filterNothingFoundHint")}
          </p>
        </div>
      ) : (
        <section aria-label={t("resultsLabel")}>
          {!search.q && <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t("filterOrder")}</p>}
          {results.capped && (
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              {t(search.q ? "cappedHint" : "filterCappedHint", { n: format.number(results.total) })}
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
