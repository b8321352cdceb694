import { getTranslations } from "next-intl/server";
import { typeSegments } from "@/config/content-types";
import { Link } from "@/lib/i18n/navigation";
import { languageInSentence } from "@/lib/i18n/names";
import type { Locale } from "@/lib/i18n/routing";
import type { SearchHit } from "@/lib/search/details";
import { Highlighted } from "./highlighted";
import { getRegionFormatter } from "@/lib/i18n/format";
import { AlertLevelBadge } from "@/components/content/alert-level-badge";
import { ExampleBadge } from "@/components/content/example-badge";

/** One search result: type, highlighted title and snippet, date, language and access notes. */
export async function SearchResult({ hit, locale }: { hit: SearchHit; locale: Locale }) {
  const t = await getTranslations("ContentCard");
  const types = await getTranslations("ContentTypes");
  const levels = await getTranslations("AlertLevel");
  const format = await getRegionFormatter();
  const href = `/${typeSegments[hit.type]}/${hit.category}/${hit.slug}`;
  // Items not translated yet are found and shown in their original language, and say so.
  const lang = hit.textLocale === locale ? undefined : hit.textLocale;

  return (
    <article className="panel">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
        {types(`${hit.type}.title`)}
      </p>
      <h2 className="mt-1 text-lg font-semibold leading-snug" lang={lang}>
        <Link href={href} className="no-underline hover:underline">
          <Highlighted snippet={hit.markedTitle} />
        </Link>
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" lang={lang}>
        <Highlighted snippet={hit.snippet} />
      </p>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        {hit.alertLevel && <AlertLevelBadge level={hit.alertLevel} label={levels(hit.alertLevel)} />}
        {hit.isExample && <ExampleBadge label={t("example")} />}
        <span>
          {hit.startsAt
            ? t("startsOn", { date: format.dateTime(hit.startsAt, { dateStyle: "medium" }) })
            : t("published", { date: format.dateTime(hit.publishedAt, { dateStyle: "medium" }) })}
        </span>
        {lang && <span>{t("onlyIn", { language: languageInSentence(locale, lang) })}</span>}
        {hit.accessLevel !== "FREE" && (
          <span className="font-medium text-amber-800 dark:text-amber-300">{t("locked")}</span>
        )}
      </p>
    </article>
  );
}
