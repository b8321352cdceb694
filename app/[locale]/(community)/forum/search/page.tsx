import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ForumNav } from "@/components/forum/forum-nav";
import { PostCard } from "@/components/forum/post-card";
import { Pagination, pageParam } from "@/components/ui/pagination";
import { searchPosts, SEARCH_PAGE_SIZE } from "@/lib/forum/search";
import { alternates } from "@/lib/seo/metadata";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { getRegionFormatter } from "@/lib/i18n/format";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim().slice(0, 200) ?? "";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "ForumSearch" });
  return { title: t("title"), robots: { index: false, follow: true }, alternates: alternates(locale, "/forum/search") };
}

// Full-text search of posts (lib/forum/search.ts), a plain GET form that works without JavaScript.
export default async function ForumSearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const q = first(query.q);
  const page = pageParam(query.page);
  const t = await getTranslations("ForumSearch");
  const format = await getRegionFormatter();
  const { total, hits } = q ? await searchPosts(locale, q, page) : { total: 0, hits: [] };
  if (page > 1 && hits.length === 0) notFound();

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">
        {q ? t("results", { count: total, n: format.number(total), term: q }) : t("title")}
      </h1>
      <ForumNav />
      <form role="search" action={getPathname({ locale, href: "/forum/search" })} className="flex flex-wrap gap-2">
        <label htmlFor="forum-q" className="sr-only">
          {t("label")}
        </label>
        <input
          id="forum-q"
          type="search"
          name="q"
          defaultValue={q}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t("submit")}
        </button>
      </form>
      {!q ? (
        <p className="text-slate-700 dark:text-slate-300">{t("prompt")}</p>
      ) : total === 0 ? (
        <div role="status" className="rounded-lg border border-dashed border-slate-300 p-6 dark:border-slate-700">
          <p className="text-lg font-semibold">{t("nothingFound")}</p>
          <p className="mt-2">{t("noResults", { term: q })}</p>
        </div>
      ) : (
        <section aria-label={t("resultsLabel")}>
          <ol className="space-y-3">
            {hits.map((h) => (
              <li key={h.id}>
                <PostCard post={{ ...h, username: h.username }} />
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            pageSize={SEARCH_PAGE_SIZE}
            total={total}
            hrefFor={(p) => `/forum/search?${new URLSearchParams({ q, page: String(p) })}`}
          />
        </section>
      )}
    </div>
  );
}
