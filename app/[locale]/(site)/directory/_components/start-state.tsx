import { getTranslations } from "next-intl/server";
import type { DirectoryFacets } from "@/lib/directory/facets";
import { directoryHref } from "@/lib/directory/filters";
import { byLabel, countryNamer } from "@/lib/i18n/names";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { getRegionFormatter } from "@/lib/i18n/format";

type Choice = { href: string; label: string; count: number };

async function ChoiceList({ id, title, choices }: { id: string; title: string; choices: Choice[] }) {
  const t = await getTranslations("DirectoryPage");
  const format = await getRegionFormatter();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice) => (
          <li key={choice.href}>
            <Link
              href={choice.href}
              className="flex items-baseline justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 no-underline hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
            >
              <span className="font-semibold">{choice.label}</span>{" "}
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {t("placesCount", { count: choice.count, n: format.number(choice.count) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Before any filter: invite the visitor to start from a category or a country. */
export async function StartState({ locale, facets }: { locale: Locale; facets: DirectoryFacets }) {
  const t = await getTranslations("DirectoryPage");
  const countryName = countryNamer(locale);
  const categories = facets.categories
    .filter((c) => c.count > 0)
    .map((c) => ({ href: directoryHref({ category: c.value }), label: c.label, count: c.count }));
  const countries = facets.countries
    .map((c) => ({ href: directoryHref({ country: c.value }), label: countryName(c.value), count: c.count }))
    .sort(byLabel(locale));

  return (
    <div className="space-y-8">
      <div>
        <p className="text-lg font-semibold">{t("startTitle")}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t("startText")}</p>
      </div>
      <ChoiceList id="directory-by-category" title={t("byCategory")} choices={categories} />
      <ChoiceList id="directory-by-country" title={t("byCountry")} choices={countries} />
    </div>
  );
}
