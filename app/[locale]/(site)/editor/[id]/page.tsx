import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { TakedownForm } from "@/components/aggregation/takedown-form";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { getRegionFormatter } from "@/lib/i18n/format";
import { alternates } from "@/lib/seo/metadata";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { languageInSentence } from "@/lib/i18n/names";
import { localeNames, type Locale } from "@/lib/i18n/routing";
import { typeSegments } from "@/config/content-types";
import { requireEditor } from "@/lib/newsroom/guard";
import { getEditorItem } from "@/lib/newsroom/items";
import { ItemForm } from "../_components/item-form";
import { itemOptions } from "../_components/item-options";
import { StatusBadge } from "../_components/status-badge";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: "Editor" });
  return {
    title: t("editItem"),
    robots: { index: false, follow: false },
    alternates: alternates(locale, `/editor/${id}`),
  };
}

/** A datetime-local input's value for `date` in the server's time zone ("" for none). */
/** An event's time for a datetime-local input, in UTC as its page shows it (lib/validation/newsroom.ts). */
const utcInput = (date: Date | null) => (date ? date.toISOString().slice(0, 16) : "");

const flag = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");

// One item: its fields, and each language's state with the way to its text.
export default async function EditItemPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireEditor(locale, `/editor/${id}`);
  const item = await getEditorItem(id);
  if (!item) notFound();
  const t = await getTranslations("Editor");
  const takedown = await getTranslations("Takedown");
  const format = await getRegionFormatter();
  const options = await itemOptions(locale);
  const path = `/${typeSegments[item.type]}/${item.category}/${item.slug}`;
  const written = item.languages.filter((language) => language.title);

  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <p>
        <Link href="/editor" className="text-brand-700 dark:text-brand-300">
          {t("backToList")}
        </Link>
      </p>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{item.languages.find((l) => l.title)?.title ?? item.slug}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t("changed", { date: format.dateTime(item.updatedAt, { dateStyle: "medium", timeStyle: "short" }) })}
          {item.translations.length > 0 && (
            <>
              {" · "}
              <Link href={path} className="text-brand-700 dark:text-brand-300">
                {t("viewOnSite")}
              </Link>
            </>
          )}
        </p>
      </header>

      <section aria-labelledby="languages-title">
        <h2 id="languages-title" className="text-xl font-semibold">
          {t("languages")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {item.languages.map((language) => (
            <li
              key={language.locale}
              className="rounded-md border border-slate-200 p-3 dark:border-slate-800"
              data-testid={`language-${language.locale}`}
            >
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold" lang={language.locale}>
                  {localeNames[language.locale]}
                </span>
                <StatusBadge status={language.status} pending={language.pending} />
              </p>
              {language.title && (
                <p className="mt-1 text-sm" lang={language.locale}>
                  {language.title}
                </p>
              )}
              {language.machineTranslated && <p className="mt-1 text-sm font-medium">{t("machineTranslated")}</p>}
              {language.scheduledFor && (
                <p className="mt-1 text-sm">
                  {t("scheduledFor", {
                    date: format.dateTime(language.scheduledFor, { dateStyle: "medium", timeStyle: "short" }),
                  })}
                </p>
              )}
              <Link
                href={`/editor/${item.id}/${language.locale}`}
                className="mt-2 inline-block text-sm font-semibold text-brand-700 dark:text-brand-300"
                aria-label={t("editLanguageLabel", { language: languageInSentence(locale, language.locale) })}
              >
                {language.status ? t("editText") : t("writeText")}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t("readersSee", { url: getPathname({ locale, href: path }) })}
        </p>
      </section>

      <section aria-labelledby="export-title">
        <h2 id="export-title" className="text-xl font-semibold">
          {t("exportTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("exportIntro")}</p>
        {written.length ? (
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            {written.map((language) => (
              <li key={language.locale}>
                <a
                  href={`/api/editor/export?id=${item.id}&lang=${language.locale}`}
                  download
                  className="text-sm font-semibold text-brand-700 dark:text-brand-300"
                >
                  {t("exportLanguage", { language: localeNames[language.locale] })}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm">{t("exportNone")}</p>
        )}
      </section>

      <section aria-labelledby="fields-title">
        <h2 id="fields-title" className="text-xl font-semibold">
          {t("fields")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("fieldsNote")}</p>
        <div className="mt-4">
          <ClientMessages namespaces={["Editor", ...formNamespaces]}>
            <ItemForm
              {...options}
              values={{
                id: item.id,
                version: item.version,
                type: item.type,
                category: item.category,
                slug: item.slug,
                tags: item.tags.join(", "),
                accessLevel: item.accessLevel,
                alertLevel: item.alertLevel ?? "",
                originalLocale: item.originalLocale,
                source: item.source ?? "",
                featured: item.featured,
                imageUrl: item.imageUrl ?? "",
                imageAlt: item.imageAlt ?? "",
                externalUrl: item.externalUrl ?? "",
                startsAt: utcInput(item.startsAt),
                endsAt: utcInput(item.endsAt),
                eventUrl: item.eventUrl ?? "",
                isEventFree: flag(item.isEventFree),
                onlineOnly: flag(item.onlineOnly),
                phone: item.phone ?? "",
                email: item.email ?? "",
                website: item.website ?? "",
                address: item.address ?? "",
                city: item.city ?? "",
                region: item.region ?? "",
                country: item.country ?? "",
                videoProvider: (item.videoProvider as "youtube" | "site" | null) ?? "",
                videoId: item.videoId ?? "",
                brand: item.brand ?? "",
                manufacturerUrl: item.manufacturerUrl ?? "",
              }}
            />
          </ClientMessages>
        </div>
      </section>

      {item.externalUrl && (
        <section aria-labelledby="takedown-title" className="space-y-3">
          <h2 id="takedown-title" className="text-xl font-semibold">
            {takedown("itemTitle")}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{takedown("itemIntro")}</p>
          <ClientMessages namespaces={["Takedown", ...formNamespaces]}>
            <TakedownForm
              target={{ articleId: item.id }}
              title={item.languages.find((l) => l.title)?.title ?? item.slug}
              after="/editor"
            />
          </ClientMessages>
        </section>
      )}
    </div>
  );
}
