import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Pagination } from "@/components/ui/pagination";
import { getRegionFormatter } from "@/lib/i18n/format";
import { alternates } from "@/lib/seo/metadata";
import { Link } from "@/lib/i18n/navigation";
import { localeNames, routing, type Locale } from "@/lib/i18n/routing";
import { requireEditor } from "@/lib/newsroom/guard";
import { EDITOR_PAGE_SIZE, listEditorItems } from "@/lib/newsroom/items";
import { contentTypes, editionStatuses, editorFiltersSchema } from "@/lib/validation/newsroom";
import { StatusBadge } from "./_components/status-badge";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Editor" });
  return { title: t("title"), robots: { index: false, follow: false }, alternates: alternates(locale, "/editor") };
}

const control =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900";

// The newsroom's list: every item, filterable by type, status per language and title;
// editors and admins only (checked here and in every action).
export default async function EditorListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireEditor(locale, "/editor");
  const raw = await searchParams;
  const one = (name: string) => (typeof raw[name] === "string" ? raw[name] : undefined);
  const filters = editorFiltersSchema.parse({
    type: one("type") || undefined,
    status: one("status") || undefined,
    language: one("language") || undefined,
    q: one("q") || undefined,
    page: one("page") ?? 1,
  });
  const t = await getTranslations("Editor");
  const types = await getTranslations("ContentTypes");
  const format = await getRegionFormatter();
  const { total, items } = await listEditorItems(filters);
  const query = (page: number) => ({
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t("intro")}</p>
        </div>
        <Link
          href="/editor/new"
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white no-underline hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
        >
          {t("newItem")}
        </Link>
      </header>

      <form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label={t("filters")}>
        <label className="text-sm font-medium lg:col-span-2">
          {t("searchTitle")}
          <input type="search" name="q" defaultValue={filters.q ?? ""} className={control} />
        </label>
        <label className="text-sm font-medium">
          {t("type")}
          <select name="type" defaultValue={filters.type ?? ""} className={control}>
            <option value="">{t("all")}</option>
            {contentTypes.map((type) => (
              <option key={type} value={type}>
                {types(`${type}.title`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t("status")}
          <select name="status" defaultValue={filters.status ?? ""} className={control}>
            <option value="">{t("all")}</option>
            {editionStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t("language")}
          <select name="language" defaultValue={filters.language ?? ""} className={control}>
            <option value="">{t("allLanguages")}</option>
            {routing.locales.map((l) => (
              <option key={l} value={l}>
                {localeNames[l]}
              </option>
            ))}
          </select>
        </label>
        <div className="sm:col-span-2 lg:col-span-5">
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {t("applyFilters")}
          </button>
        </div>
      </form>

      {items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="editor-items">
          {items.map((item) => {
            const title = item.languages.find((l) => l.title)?.title ?? item.slug;
            return (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
                <div className="min-w-0">
                  <Link href={`/editor/${item.id}`} className="font-semibold text-brand-700 dark:text-brand-300">
                    {title}
                  </Link>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {types(`${item.type}.title`)} · {item.category} ·{" "}
                    {t("changed", {
                      date: format.dateTime(item.updatedAt, { dateStyle: "medium", timeStyle: "short" }),
                    })}
                  </p>
                </div>
                <ul className="flex flex-wrap gap-2" aria-label={t("languagesOf", { title })}>
                  {item.languages.map((language) => (
                    <li key={language.locale} className="text-sm">
                      <span className="font-mono uppercase">{language.locale}</span>{" "}
                      <StatusBadge status={language.status} pending={language.pending} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={filters.page}
        pageSize={EDITOR_PAGE_SIZE}
        total={total}
        hrefFor={(page) => ({ pathname: "/editor", query: query(page) })}
      />
    </div>
  );
}
