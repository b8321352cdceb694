import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormPage } from "@/components/forms/form-page";
import { ManageLinkForm, SubscribeForm } from "@/components/subscriptions/subscribe-form";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { topicOptions } from "@/lib/subscriptions/options";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Subscriptions" });
  return { title: t("title"), description: t("intro"), alternates: alternates(locale, "/subscriptions") };
}

// /subscriptions?topic=type:PUBLIC_HEALTH: the subscribe form, with the topic of the page that linked here.
export default async function SubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { topic } = await searchParams;
  const t = await getTranslations("Subscriptions");
  const topics = await topicOptions(locale, { replies: false });
  const chosen = typeof topic === "string" && topics.some((o) => o.value === topic) ? topic : undefined;
  return (
    <FormPage title={t("title")} intro={t("intro")} privacy={t("privacy")} namespaces={["Subscriptions"]}>
      <SubscribeForm topics={topics} topic={chosen} />
      <section aria-labelledby="manage-heading" className="mt-10">
        <h2 id="manage-heading" className="text-xl font-semibold">
          {t("manageLinkTitle")}
        </h2>
        <p className="mt-2 max-w-2xl">{t("manageLinkIntro")}</p>
        <ManageLinkForm />
      </section>
    </FormPage>
  );
}
