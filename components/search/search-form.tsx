import Form from "next/form";
import { getTranslations } from "next-intl/server";
import { typeSegments } from "@/config/content-types";
import type { ContentType } from "@/lib/generated/prisma/enums";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { languageNamer } from "@/lib/i18n/names";
import { routing, type Locale } from "@/lib/i18n/routing";
import type { FilterOptions } from "@/lib/search/filters";
import { hasFilters, searchHref, type SearchParams } from "@/lib/search/params";
import { FilterCheckbox, FilterSelect } from "./filter-fields";

type Props = { locale: Locale; params: SearchParams; options: FilterOptions };

/**
 * The search box and its filters: a GET form, so a search is a shareable address and works
 * without JavaScript (next/form turns it into a client-side navigation when it can).
 */
export async function SearchForm({ locale, params: { q, filters }, options }: Props) {
  const t = await getTranslations("SearchPage");
  const types = await getTranslations("ContentTypes");
  const typeOptions = (Object.keys(typeSegments) as ContentType[])
    .map((type) => ({ value: typeSegments[type], label: types(`${type}.title`) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  // In the reader's language, as the directory's filter names them.
  const language = languageNamer(locale);
  const languageOptions = routing.locales.map((l) => ({ value: l, label: language(l) }));

  return (
    // Keyed by the search: fields are uncontrolled, and after a client-side navigation (clear
    // filters, back) they must show the new address's values, not the previous ones.
    <Form
      key={searchHref({ q, page: 1, filters })}
      action={getPathname({ locale, href: "/search" })}
      role="search"
      aria-label={t("formLabel")}
      className="space-y-4"
    >
      <div>
        <label htmlFor="search-q" className="text-sm font-medium">
          {t("label")}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            autoComplete="off"
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100"
          >
            {t("submit")}
          </button>
        </div>
      </div>
      <fieldset className="panel">
        <legend className="px-1 text-sm font-semibold">{t("filters")}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <FilterSelect
            name="type"
            label={t("type")}
            any={t("anyType")}
            value={filters.type && typeSegments[filters.type]}
            options={typeOptions}
          />
          <FilterSelect name="tag" label={t("tag")} any={t("anyTag")} value={filters.tag} options={options.tags} />
          <FilterSelect
            name="source"
            label={t("source")}
            any={t("anySource")}
            value={filters.source}
            options={options.sources}
          />
          <FilterSelect
            name="language"
            label={t("language")}
            any={t("anyLanguage")}
            value={filters.language}
            options={languageOptions}
          />
          <FilterSelect
            name="brand"
            label={t("brand")}
            any={t("anyBrand")}
            value={filters.brand}
            options={options.brands}
          />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
          <FilterCheckbox name="isEventFree" label={t("isEventFree")} checked={Boolean(filters.isEventFree)} />
          <FilterCheckbox name="onlineOnly" label={t("onlineOnly")} checked={Boolean(filters.onlineOnly)} />
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {t("apply")}
          </button>
          {hasFilters(filters) && (
            <Link
              href={searchHref({ q, page: 1, filters: {} })}
              className="text-sm font-semibold text-brand-700 dark:text-brand-300"
            >
              {t("clearFilters")}
            </Link>
          )}
        </div>
      </fieldset>
    </Form>
  );
}
