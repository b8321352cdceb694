import { getTranslations } from "next-intl/server";
import { typeSegments } from "@/config/content-types";
import type { ContentSummary } from "@/lib/content/lists";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { languageInSentence } from "@/lib/i18n/names";
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
    <article className="card">
      <h3 className="font-semibold leading-snug" lang={translated ? undefined : item.textLocale}>
        <Link href={href} className="no-underline hover:underline">
          {item.title}
        </Link>
      </h3>
      <p className="card-summary" lang={translated ? undefined : item.textLocale}>
        {item.summary}
      </p>
      <p className="card-meta">
        {item.alertLevel && <AlertLevelBadge level={item.alertLevel} label={levels(item.alertLevel)} />}
        {item.isExample && <ExampleBadge label={t("example")} />}
        <span>
          {item.startsAt
            ? t("startsOn", { date: format.dateTime(item.startsAt, { dateStyle: "medium" }) })
            : t("published", { date: format.dateTime(item.publishedAt, { dateStyle: "medium" }) })}
        </span>
        {!translated && <span>{t("onlyIn", { language: languageInSentence(locale, item.textLocale) })}</span>}
        {item.accessLevel !== "FREE" && (
          <span className="font-medium text-amber-800 dark:text-amber-300">{t("locked")}</span>
        )}
      </p>
    </article>
  );
}
