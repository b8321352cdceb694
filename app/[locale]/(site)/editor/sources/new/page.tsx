import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { alternates } from "@/lib/seo/metadata";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { requireEditor } from "@/lib/newsroom/guard";
import { emptyFeed } from "@/lib/validation/aggregation";
import { FeedForm } from "../_components/feed-form";
import { feedOptions } from "../_components/feed-options";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Sources" });
  return {
    title: t("newTitle"),
    robots: { index: false, follow: false },
    alternates: alternates(locale, "/editor/sources/new"),
  };
}

export default async function NewFeedPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireEditor(locale, "/editor/sources/new");
  const t = await getTranslations("Sources");
  const options = await feedOptions(locale);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link href="/editor/sources" className="text-brand-700 dark:text-brand-300">
          {t("back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{t("newTitle")}</h1>
      <ClientMessages namespaces={["Sources", ...formNamespaces]}>
        <FeedForm {...options} values={emptyFeed} />
      </ClientMessages>
    </div>
  );
}
