import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { alternates } from "@/lib/seo/metadata";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { FeatureCard } from "./_components/feature-card";
import { InstallButton } from "./_components/install-button";
import { PhonePreview } from "./_components/phone-preview";

type Props = { params: Promise<{ locale: Locale }> };

// The app page is the same for everyone: built once per language. config/site.ts forces it dark,
// so its colours are written for a dark background only.
// force-static: Next hands this render an empty cookie jar, so the header is the visitors' one and
// the page stays cached; members get the same page from its variant under %5Fmember (proxy.ts).
export const dynamic = "force-static";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "MobilePage" });
  return { title: t("metaTitle"), description: t("metaDescription"), alternates: alternates(locale, "/mobile") };
}

const features = [
  { key: "archive", href: "/search", icon: "M4 5h16v4H4zM5 9v10h14V9M10 13h4" },
  { key: "contribute", href: "/contribute", icon: "M12 5v14M5 12h14" },
  { key: "stayInformed", href: "/public-health", icon: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20h4" },
] as const;

export default async function MobilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("MobilePage");

  return (
    <div className="space-y-12 text-slate-100">
      <section className="grid items-center gap-10 rounded-3xl bg-slate-900 px-6 py-10 ring-1 ring-slate-800 sm:px-10 md:grid-cols-[1fr_auto]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-300">{t("eyebrow")}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-white sm:text-5xl">{t("title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-300">{t("intro")}</p>
          <h2 className="mt-8 text-xl font-semibold text-white">{t("platforms")}</h2>
          <p className="mt-2 max-w-2xl text-slate-300">{t("installIntro")}</p>
          <InstallButton label={t("installButton")} installed={t("installed")} />
          <ul className="mt-4 max-w-2xl list-disc space-y-2 pl-5 text-slate-300">
            <li>{t("installAndroid")}</li>
            <li>{t("installIos")}</li>
          </ul>
        </div>
        <PhonePreview />
      </section>

      <section aria-labelledby="mobile-features">
        <h2 id="mobile-features" className="text-2xl font-bold text-white">
          {t("featuresTitle")}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {features.map((f) => (
            <li key={f.key}>
              <FeatureCard
                title={t(`${f.key}Title`)}
                text={t(`${f.key}Text`)}
                link={t(`${f.key}Link`)}
                href={f.href}
                icon={f.icon}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mobile-web" className="rounded-2xl border border-slate-800 p-6">
        <h2 id="mobile-web" className="text-2xl font-bold text-white">
          {t("webTitle")}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-300">{t("webText")}</p>
        <p className="mt-4 text-slate-300">
          {t("supportText")}{" "}
          <Link href="/support" className="font-semibold text-brand-300 underline">
            {t("supportLink")}
          </Link>
        </p>
      </section>
    </div>
  );
}
