import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormPage } from "@/components/forms/form-page";
import { SupportForm } from "@/components/forms/support-form";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: Locale }> };

// The page is the same for everyone and built once per language; the server action runs on submit.
// force-static: Next hands this render an empty cookie jar, so the header is the visitors' one and
// the page stays cached; members get the same page from its variant under %5Fmember (proxy.ts).
export const dynamic = "force-static";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "SupportPage" });
  return { title: t("metaTitle"), description: t("metaDescription"), alternates: alternates(locale, "/support") };
}

export default async function SupportPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("SupportPage");
  return (
    <FormPage title={t("title")} intro={t("intro")} privacy={t("privacy")} namespaces={["SupportForm"]}>
      <SupportForm />
    </FormPage>
  );
}
