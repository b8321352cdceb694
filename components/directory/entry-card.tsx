import { getTranslations } from "next-intl/server";
import type { DirectoryEntry } from "@/lib/directory/entries";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { languageInSentence } from "@/lib/i18n/names";
import { ExampleBadge } from "@/components/content/example-badge";
import { ContactActions } from "./contact-actions";

type Props = { entry: DirectoryEntry; locale: Locale; countryName: (code: string) => string };

/** A directory entry in a result list: what, where, what it does, and how to reach it. */
export async function EntryCard({ entry, locale, countryName }: Props) {
  const t = await getTranslations("DirectoryCard");
  const translated = entry.textLocale === locale;
  const lang = translated ? undefined : entry.textLocale;
  const place = [entry.city, entry.country && countryName(entry.country)].filter(Boolean).join(", ");

  return (
    <article className="card">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
        {entry.category.name}
      </p>
      <h3 className="mt-1 font-semibold leading-snug" lang={lang}>
        <Link href={`/directory/${entry.category.slug}/${entry.slug}`} className="no-underline hover:underline">
          {entry.title}
        </Link>
      </h3>
      {place && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{place}</p>}
      <p className="mt-2 flex-1 text-sm text-slate-700 dark:text-slate-300" lang={lang}>
        {entry.summary}
      </p>
      {(!translated || entry.accessLevel !== "FREE" || entry.isExample) && (
        <p className="mt-3 flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-400">
          {entry.isExample && <ExampleBadge label={t("example")} />}
          {!translated && <span>{t("onlyIn", { language: languageInSentence(locale, entry.textLocale) })}</span>}
          {entry.accessLevel !== "FREE" && (
            <span className="font-medium text-amber-800 dark:text-amber-300">{t("locked")}</span>
          )}
        </p>
      )}
      <ContactActions name={entry.title} {...entry} />
    </article>
  );
}
