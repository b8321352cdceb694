import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { z } from "zod";
import { alternates } from "@/lib/seo/metadata";
import { routing } from "@/lib/i18n/routing";
import { legalSlugs, legalSlugSchema } from "@/lib/legal/documents";
import { getLegalDocument } from "@/lib/legal/get-legal-document";
import { LegalBody } from "./_components/legal-body";
import { TableOfContents } from "./_components/table-of-contents";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = { params: Promise<{ locale: string; slug: string }> };

const paramsSchema = z.object({ locale: z.enum(routing.locales), slug: legalSlugSchema });

// The texts live in content/legal and change only with a deploy: every page is built once.
// force-static: Next hands this render an empty cookie jar, so the header is the visitors' one and
// the page stays cached; members get the same page from its variant under %5Fmember (proxy.ts).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => legalSlugs.map((slug) => ({ locale, slug })));
}

// Pages with this many sections or more get a table of contents.
const tocThreshold = 4;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return {};
  const { locale, slug } = parsed.data;
  const doc = await getLegalDocument(slug, locale);
  return { title: doc.title, description: doc.description, alternates: alternates(locale, `/legal/${slug}`) };
}

export default async function LegalPage({ params }: Props) {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const { locale, slug } = parsed.data;
  setRequestLocale(locale);
  const [t, format, doc] = await Promise.all([
    getTranslations("LegalPage"),
    getRegionFormatter(),
    getLegalDocument(slug, locale),
  ]);
  const updated = format.dateTime(doc.updated, { dateStyle: "long", timeZone: "UTC" });

  return (
    <article className="mx-auto max-w-5xl">
      <header className="border-b border-slate-200 pb-6 dark:border-slate-800">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t.rich("lastUpdated", {
            date: updated,
            time: (chunks) => <time dateTime={doc.updated.toISOString().slice(0, 10)}>{chunks}</time>,
          })}
        </p>
      </header>
      <div className="mt-8 gap-10 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)]">
        {doc.sections.length >= tocThreshold && <TableOfContents label={t("toc")} sections={doc.sections} />}
        <LegalBody html={doc.html} className="lg:col-start-2" />
      </div>
    </article>
  );
}
