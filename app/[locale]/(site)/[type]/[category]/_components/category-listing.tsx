import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ContentCard } from "@/components/content/content-card";
import { Pagination } from "@/components/ui/pagination";
import { getCategory, listCategoryPage } from "@/lib/content/lists";
import { categoryParams } from "@/lib/content/params";
import { alternates } from "@/lib/seo/metadata";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

// A category's listing, shared by its two routes: ../page.tsx (per request, members-only
// categories) and ../%5Fpage/[page]/page.tsx (cached, every other one; see lib/content/category-pages.ts).

const PAGE_SIZE = 24;

export type CategoryParams = Promise<{ locale: Locale; type: string; category: string }>;
type Resolved = Awaited<ReturnType<typeof resolveCategory>>;

export async function resolveCategory(params: CategoryParams) {
  const { locale, type: segment, category: slug } = await params;
  const parsed = categoryParams.safeParse({ type: segment, category: slug });
  if (!parsed.success) notFound();
  const category = await getCategory(parsed.data.type, parsed.data.category, locale);
  if (!category) notFound();
  return { locale, segment, type: parsed.data.type, category };
}

export async function categoryMetadata({ locale, segment, type, category }: Resolved): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "ContentTypes" });
  return {
    title: `${category.name} · ${t(`${type}.title`)}`,
    alternates: alternates(locale, `/${segment}/${category.slug}`),
  };
}

/** One page of the listing; a page past the end is the localized 404. */
export async function CategoryListing({
  resolved: { locale, segment, type, category },
  page,
}: {
  resolved: Resolved;
  page: number;
}) {
  const t = await getTranslations("ContentTypes");
  const tc = await getTranslations("CategoryPage");
  const { total, items } = await listCategoryPage(category.id, locale, page, PAGE_SIZE);
  if (page > 1 && items.length === 0) notFound();

  return (
    <div>
      <Link href={`/${segment}`} className="text-sm font-semibold text-brand-700 dark:text-brand-300">
        {tc("backToType", { type: t(`${type}.title`) })}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{category.name}</h1>
      {items.length ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <ContentCard item={item} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-slate-600 dark:text-slate-400">{t(`${type}.empty`)}</p>
      )}
      <Pagination
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        hrefFor={(p) => `/${segment}/${category.slug}${p > 1 ? `?page=${p}` : ""}`}
      />
    </div>
  );
}
