import { getTranslations } from "next-intl/server";
import type { DirectoryFacets, Option } from "@/lib/directory/facets";
import { hasFilters, type DirectoryFilters } from "@/lib/directory/filters";
import { byLabel, countryNamer, languageNamer } from "@/lib/i18n/names";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { AutoSubmitForm } from "./auto-submit-form";
import { FilterSelect } from "./filter-select";

type Props = { locale: Locale; filters: DirectoryFilters; facets: DirectoryFacets; cities: Option[] };

/** The directory's filters: a GET form, so every filtered view has its own shareable URL. */
export async function FilterForm({ locale, filters, facets, cities }: Props) {
  const t = await getTranslations("DirectoryFilters");
  const countryName = countryNamer(locale);
  const languageName = languageNamer(locale);
  const sorted = byLabel(locale);
  const countries = facets.countries.map((c) => ({ value: c.value, label: countryName(c.value) })).sort(sorted);
  const languages = facets.languages.map((l) => ({ value: l.value, label: languageName(l.value) })).sort(sorted);
  const kinds = facets.kinds.map((k) => ({ value: k.value, label: t(`kinds.${k.value}`) }));

  return (
    <section
      aria-labelledby="directory-filters"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="directory-filters" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <AutoSubmitForm
        action={getPathname({ locale, href: "/directory" })}
        label={t("formLabel")}
        values={filters}
        className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <FilterSelect
          name="category"
          label={t("category")}
          anyLabel={t("anyCategory")}
          value={filters.category}
          options={facets.categories}
        />
        <FilterSelect
          name="country"
          label={t("country")}
          anyLabel={t("anyCountry")}
          value={filters.country}
          options={countries}
        />
        <FilterSelect
          name="city"
          label={t("city")}
          anyLabel={t("anyCity")}
          value={filters.city}
          options={cities}
          disabled={!filters.country}
          hint={filters.country ? undefined : t("cityHint")}
        />
        <FilterSelect name="kind" label={t("kind")} anyLabel={t("anyKind")} value={filters.kind} options={kinds} />
        <FilterSelect
          name="language"
          label={t("language")}
          anyLabel={t("anyLanguage")}
          value={filters.language}
          options={languages}
        />
        <FilterSelect
          name="source"
          label={t("source")}
          anyLabel={t("anySource")}
          value={filters.source}
          options={facets.sources}
          disabled={!facets.sources.length && !filters.source}
          hint={facets.sources.length ? undefined : t("sourceHint")}
        />
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-3">
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t("apply")}
          </button>
          {hasFilters(filters) && (
            <Link href="/directory" className="text-sm font-semibold text-brand-700 dark:text-brand-300">
              {t("reset")}
            </Link>
          )}
        </div>
      </AutoSubmitForm>
    </section>
  );
}
