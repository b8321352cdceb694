import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CardSection } from "@/components/content/card-section";
import { typeSegments } from "@/config/content-types";
import { isMembersOnly } from "@/lib/auth/members-only";
import { listTypeByCategory } from "@/lib/content/lists";
import { typeParam } from "@/lib/content/params";
import { alternates } from "@/lib/seo/metadata";
import { Link } from "@/lib/i18n/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = { params: Promise<{ locale: Locale; type: string }> };

export const revalidate = 600;
// force-static: Next hands this render an empty cookie jar, so the header is the visitors' one and
// the page stays cached; members get the same page from its variant under %5Fmember (proxy.ts).
export const dynamic = "force-static";

// /directory has a screen of its own (filters); every other type is listed here.
export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    Object.values(typeSegments)
      .filter((type) => type !== "directory")
      .map((type) => ({ locale, type })),
  );
}

async function resolve(params: Props["params"]) {
  const { locale, type: segment } = await params;
  const type = typeParam.safeParse(segment);
  // A members-only list (the directory's) is never a visitors' cached page: /directory has a screen
  // of its own that checks the session, and this route can only be reached through its member variant.
  if (!type.success || isMembersOnly(`/${segment}`, new URLSearchParams())) notFound();
  return { locale, segment, type: type.data };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, segment, type } = await resolve(params);
  const t = await getTranslations({ locale, namespace: "ContentTypes" });
  const feeds = await getTranslations({ locale, namespace: "Feeds" });
  const topic = t(`${type}.title`);
  return {
    title: topic,
    description: t(`${type}.description`),
    alternates: alternates(locale, `/${segment}`, {
      topic: { kind: "type", type },
      rssTitle: feeds("rssLink", { topic }),
      jsonTitle: feeds("jsonLink", { topic }),
    }),
  };
}

export default async function TypeListPage({ params }: Props) {
  const { locale, segment, type } = await resolve(params);
  setRequestLocale(locale);
  const t = await getTranslations("ContentTypes");
  const tl = await getTranslations("TypeListPage");
  const format = await getRegionFormatter();
  const sections = await listTypeByCategory(type, locale, 6);

  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-3xl font-bold">{t(`${type}.title`)}</h1>
        <p className="mt-2 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t(`${type}.description`)}</p>
      </header>
      {sections.length === 0 && <p>{tl("emptyType")}</p>}
      {sections.map((section) => (
        <CardSection
          key={section.slug}
          id={`category-${section.slug}`}
          title={section.name}
          items={section.items}
          locale={locale}
          empty={t(`${type}.empty`)}
          action={
            section.total > 0 && (
              <Link
                href={`/${segment}/${section.slug}`}
                className="text-sm font-semibold text-brand-700 dark:text-brand-300"
              >
                {tl("seeCategory", { category: section.name, count: format.number(section.total) })}
              </Link>
            )
          }
        />
      ))}
    </div>
  );
}
