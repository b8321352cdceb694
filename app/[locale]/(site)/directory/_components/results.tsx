import { getTranslations } from "next-intl/server";
import { EntryCard } from "@/components/directory/entry-card";
import { Pagination } from "@/components/ui/pagination";
import type { DirectoryPage } from "@/lib/directory/entries";
import { directoryHref, type DirectoryFilters } from "@/lib/directory/filters";
import { countryNamer } from "@/lib/i18n/names";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = { locale: Locale; filters: DirectoryFilters; page: number; pageSize: number; result: DirectoryPage };

/** The entries matching the chosen filters, with their count and pages. */
export async function Results({ locale, filters, page, pageSize, result }: Props) {
  const t = await getTranslations("DirectoryPage");
  const format = await getRegionFormatter();
  const countryName = countryNamer(locale);

  return (
    <section aria-labelledby="directory-results">
      <h2 id="directory-results" className="text-xl font-bold">
        {t("resultsTitle")}
      </h2>
      <p role="status" className="mt-1 text-slate-700 dark:text-slate-300">
        {result.total ? t("resultsCount", { count: result.total, n: format.number(result.total) }) : t("noResults")}
      </p>
      {result.items.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {result.items.map((entry) => (
            <li key={entry.id}>
              <EntryCard entry={entry} locale={locale} countryName={countryName} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">
          {t("empty")}{" "}
          <Link href="/directory" className="font-semibold">
            {t("resetAll")}
          </Link>
        </p>
      )}
      {result.total > 0 && (
        <Pagination page={page} pageSize={pageSize} total={result.total} hrefFor={(p) => directoryHref(filters, p)} />
      )}
    </section>
  );
}
