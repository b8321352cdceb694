import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { z } from "zod";
import { ContentCard } from "@/components/content/content-card";
import { Pagination } from "@/components/ui/pagination";
import { alternates } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { parsePage } from "@/lib/search/params";
import { getTag, listTagPage } from "@/lib/search/tags";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = {
  params: Promise<{ locale: Locale; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PAGE_SIZE = 24;
const slugParam = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100);

// `?page=` is read per request, so the page renders dynamically; the tag and its pages of items
// are cached (lib/search/tags.ts) until content changes.
async function findTag(params: Props["params"]) {
  const { locale, slug } = await params;
  const parsed = slugParam.safeParse(slug);
  return { locale, tag: parsed.success ? await getTag(parsed.data, locale) : null };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, tag } = await findTag(params);
  if (!tag) return {};
  const t = await getTranslations({ locale, namespace: "TagPage" });
  const feeds = await getTranslations({ locale, namespace: "Feeds" });
  const page = parsePage((await searchParams).page);
  const path = page > 1 ? `/tag/${tag.slug}?page=${page}` : `/tag/${tag.slug}`;
  return {
    title: page > 1 ? t("titlePage", { name: tag.name, page }) : tag.name,
    description: t("description", { name: tag.name }),
    alternates: alternates(locale, path, {
      topic: { kind: "tag", slug: tag.slug },
      rssTitle: feeds("rssLink", { topic: tag.name }),
      jsonTitle: feeds("jsonLink", { topic: tag.name }),
    }),
  };
}

export default async function TagPage({ params, searchParams }: Props) {
  const { locale, tag } = await findTag(params);
  setRequestLocale(locale);
  if (!tag) notFound();
  const page = parsePage((await searchParams).page);
  const { total, items } = await listTagPage(tag.id, locale, page, PAGE_SIZE);
  if (page > 1 && !items.length) notFound();
  const t = await getTranslations("TagPage");
  const format = await getRegionFormatter();

  return (
    <div className="space-y-8">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
          {t("eyebrow")}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">
          {t("heading", { name: tag.name, count: total, n: format.number(total) })}
        </h1>
      </header>
      <h2 className="sr-only">{t("items", { name: tag.name })}</h2>
      {items.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <ContentCard item={item} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">{t("empty")}</p>
      )}
      <Pagination
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        hrefFor={(p) => (p > 1 ? `/tag/${tag.slug}?page=${p}` : `/tag/${tag.slug}`)}
      />
    </div>
  );
}
