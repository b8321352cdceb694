import type { Metadata } from "next";
import { guardMembersOnly } from "@/lib/auth/guard";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { listDirectoryEntries } from "@/lib/directory/entries";
import { getDirectoryFacets, listDirectoryCities } from "@/lib/directory/facets";
import { hasFilters, parseDirectorySearch, withValidCity } from "@/lib/directory/filters";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { FilterForm } from "./_components/filter-form";
import { Results } from "./_components/results";
import { StartState } from "./_components/start-state";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PAGE_SIZE = 12;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "DirectoryPage" });
  // Filtered views share the directory's canonical URL.
  return { title: t("title"), description: t("description"), alternates: alternates(locale, "/directory") };
}

// Renders per request (it reads the filters from the URL); the queries behind it are cached.
export default async function DirectoryPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  await guardMembersOnly("/directory", query);
  const { page, ...parsed } = parseDirectorySearch(query);
  const [t, facets, cities] = await Promise.all([
    getTranslations("DirectoryPage"),
    getDirectoryFacets(locale),
    parsed.country ? listDirectoryCities(parsed.country) : Promise.resolve([]),
  ]);
  const filters = withValidCity(
    parsed,
    cities.map((c) => c.value),
  );
  const result = hasFilters(filters) ? await listDirectoryEntries(filters, locale, page, PAGE_SIZE) : null;
  // A page past the last one is not a page (as in category lists).
  if (result && page > 1 && result.items.length === 0) notFound();

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t("intro")}</p>
      </header>
      <FilterForm locale={locale} filters={filters} facets={facets} cities={cities} />
      {result ? (
        <Results locale={locale} filters={filters} page={page} pageSize={PAGE_SIZE} result={result} />
      ) : (
        <StartState locale={locale} facets={facets} />
      )}
    </div>
  );
}
