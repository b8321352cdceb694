import { getTranslations } from "next-intl/server";
import { typeSegments } from "@/config/content-types";
import type { ContentSummary } from "@/lib/content/latest";
import { Link } from "@/lib/i18n/navigation";
import { localeNames, type Locale } from "@/lib/i18n/routing";
import { getRegionFormatter } from "@/lib/i18n/format";
import { AlertLevelBadge } from "./alert-level-badge";
import { ExampleBadge } from "./example-badge";

export async function ContentCard({ item, locale }: { item: ContentSummary; locale: Locale }) {
  const t = await getTranslations("ContentCard");
  const levels = await getTranslations("AlertLevel");
  const format = await getRegionFormatter();
  const href = `/${typeSegments[item.type]}/${item.category}/${item.slug}`;
  const translated = item.textLocale === locale;

  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="font-semibold leading-snug" lang={translated ? undefined : item.textLocale}>
        <Link href={href} className="no-underline hover:underline">
          {item.title}
        </Link>
      </h3>
      <p
        className="mt-2 line-clamp-3 flex-1 text-sm text-slate-700 dark:text-slate-300"
        lang={translated ? undefined : item.textLocale}
      >
        {item.summary}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        {item.alertLevel && <AlertLevelBadge level={item.alertLevel} label={levels(item.alertLevel)} />}
        {item.isExample && <ExampleBadge label={t("example")} />}
        <span>
          {item.startsAt
            ? t("startsOn", { date: format.dateTime(item.startsAt, { dateStyle: "medium" }) })
            : t("published", { date: format.dateTime(item.publishedAt, { dateStyle: "medium" }) })}
        </span>
        {!translated && <span>{t("onlyIn", { language: localeNames[item.textLocale] })}</span>}
        {item.accessLevel !== "FREE" && (
          <span className="font-medium text-amber-800 dark:text-amber-300">{t("locked")}</span>
        )}
      </p>
    </article>
  );
}
