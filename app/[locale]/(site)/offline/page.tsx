import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { OfflineList } from "@/components/offline/offline-list";
import { regions, type Locale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: Locale }> };

// The page the service worker shows, offline, for a page this device has not kept (sw/worker.ts
// keeps a copy of each edition's when it installs). The same for everyone: built once per language;
// the list is read from the device's caches in the browser.
export const dynamic = "force-static";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Offline" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function OfflinePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Offline");
  const words = {
    listTitle: t("listTitle"),
    empty: t("empty"),
    // Filled in the browser with each page's date.
    savedOn: t("savedOn", { date: "{date}" }),
    clear: t("clear"),
    cleared: t("cleared"),
    unsupported: t("unsupported"),
    savedTitle: t("savedTitle"),
    remove: t("remove"),
  };
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t("intro")}</p>
      <OfflineList words={words} region={regions[locale]} />
    </div>
  );
}
