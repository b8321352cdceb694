import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { alternates } from "@/lib/seo/metadata";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { requireEditor } from "@/lib/newsroom/guard";
import { ImportForm } from "../_components/import-form";
import { ItemForm } from "../_components/item-form";
import { itemOptions } from "../_components/item-options";
import { emptyItem } from "@/lib/validation/newsroom";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Editor" });
  return {
    title: t("newItem"),
    robots: { index: false, follow: false },
    alternates: alternates(locale, "/editor/new"),
  };
}

// A new item: its fields first (its languages' texts are written on its page once it exists), or
// its Markdown files imported.
export default async function NewItemPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireEditor(locale, "/editor/new");
  const t = await getTranslations("Editor");
  const options = await itemOptions(locale);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link href="/editor" className="text-brand-700 dark:text-brand-300">
          {t("backToList")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{t("newItem")}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t("newItemIntro")}</p>
      <ClientMessages namespaces={["Editor", ...formNamespaces]}>
        <ItemForm {...options} values={{ ...emptyItem, originalLocale: locale }} />
        <section
          aria-labelledby="import-title"
          className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800"
        >
          <h2 id="import-title" className="text-xl font-semibold">
            {t("importTitle")}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("importIntro")}</p>
          <ImportForm />
        </section>
      </ClientMessages>
    </div>
  );
}
