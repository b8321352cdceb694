import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CardSection } from "@/components/content/card-section";
import { homeSections } from "@/config/content-types";
import { listLatest } from "@/lib/content/latest";
import { alternates } from "@/lib/seo/metadata";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: Locale }> };

// Served from cache, rebuilt at most every 10 minutes (and when content changes).
export const revalidate = 600;
// force-static: Next hands this render an empty cookie jar, so the header is the visitors' one and
// the page stays cached; members get the same page from its variant under %5Fmember (proxy.ts).
export const dynamic = "force-static";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return { title: { absolute: t("siteName") }, alternates: alternates(locale, "/") };
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("HomePage");
  const sections = await Promise.all(
    homeSections.map(async (section) => ({
      ...section,
      items: await listLatest({ locale, types: section.types, limit: 3, upcoming: section.upcoming }),
    })),
  );

  return (
    <div className="space-y-12">
      <section className="rounded-2xl bg-brand-50 px-6 py-10 dark:bg-slate-900">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t("intro")}</p>
      </section>

      {sections.map((section) => (
        <CardSection
          key={section.key}
          id={`home-${section.key}`}
          title={t(section.key)}
          items={section.items}
          locale={locale}
          empty={t("empty")}
          action={
            <Link
              href={section.href}
              aria-label={t("seeAllLabel", { section: t(section.key) })}
              className="text-sm font-semibold text-brand-700 dark:text-brand-300"
            >
              {t("seeAll")}
            </Link>
          }
        />
      ))}

      <section
        id="about"
        aria-labelledby="home-about"
        className="scroll-mt-8 rounded-2xl border border-slate-200 p-6 dark:border-slate-800"
      >
        <h2 id="home-about" className="text-2xl font-bold">
          {t("aboutTitle")}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t("aboutText")}</p>
      </section>
    </div>
  );
}
