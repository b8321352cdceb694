import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { Pagination } from "@/components/ui/pagination";
import {
  INBOX_PAGE_SIZE,
  inboxFacets,
  listEntries,
  translationsToday,
  TRANSLATIONS_PER_DAY,
} from "@/lib/aggregation/inbox";
import { getRegionFormatter } from "@/lib/i18n/format";
import { alternates } from "@/lib/seo/metadata";
import { Link } from "@/lib/i18n/navigation";
import { localeNames, routing, type Locale } from "@/lib/i18n/routing";
import { requireEditor } from "@/lib/newsroom/guard";
import { entryStates, inboxFiltersSchema } from "@/lib/validation/aggregation";
import { InboxList } from "./_components/inbox-list";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Inbox" });
  return {
    title: t("title"),
    robots: { index: false, follow: false },
    alternates: alternates(locale, "/editor/inbox"),
  };
}

const control =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900";

// What the feeds brought, waiting for an editor; editors and admins only (checked here and in the action).
export default async function InboxPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireEditor(locale, "/editor/inbox");
  const raw = await searchParams;
  const one = (name: string) => (typeof raw[name] === "string" ? raw[name] : undefined);
  const filters = inboxFiltersSchema.parse({
    state: one("state"),
    feed: one("feed") ?? "",
    language: one("language") || undefined,
    topic: one("topic") || undefined,
    page: one("page") ?? 1,
  });
  const t = await getTranslations("Inbox");
  const format = await getRegionFormatter();
  const [{ total, entries }, facets, translated] = await Promise.all([
    listEntries(filters),
    inboxFacets(),
    translationsToday(),
  ]);
  const query = (page: number) => ({
    ...(filters.state !== "NEW" ? { state: filters.state } : {}),
    ...(filters.feed ? { feed: filters.feed } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.topic ? { topic: filters.topic } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  const decisions =
    filters.state === "NEW" || filters.state === "FILTERED"
      ? (["accept", "publish", "reject", "duplicate"] as const)
      : filters.state === "ACCEPTED"
        ? ([] as const)
        : (["restore"] as const);
  const day = (date: Date) => format.dateTime(date, { dateStyle: "medium" });

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t("intro")}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="translations-today">
            {t("translations", { count: format.number(translated), max: format.number(TRANSLATIONS_PER_DAY) })}
          </p>
        </div>
        <Link href="/editor/sources" className="font-semibold text-brand-700 dark:text-brand-300">
          {t("sources")}
        </Link>
      </header>

      <form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label={t("filters")}>
        <label className="text-sm font-medium">
          {t("state")}
          <select name="state" defaultValue={filters.state} className={control}>
            {entryStates.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)} ({format.number(facets.counts[state] ?? 0)})
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t("feed")}
          <select name="feed" defaultValue={filters.feed ?? ""} className={control}>
            <option value="">{t("all")}</option>
            {facets.feeds.map((feed) => (
              <option key={feed.id} value={feed.id}>
                {feed.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t("language")}
          <select name="language" defaultValue={filters.language ?? ""} className={control}>
            <option value="">{t("all")}</option>
            {routing.locales.map((l) => (
              <option key={l} value={l}>
                {localeNames[l]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t("topic")}
          <select name="topic" defaultValue={filters.topic ?? ""} className={control}>
            <option value="">{t("all")}</option>
            {facets.topics.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end">
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {t("apply")}
          </button>
        </div>
      </form>

      <ClientMessages namespaces={["Inbox", "Takedown", ...formNamespaces]}>
        <InboxList
          decisions={[...decisions]}
          rows={entries.map((entry) => ({
            id: entry.id,
            title: entry.title,
            summary: entry.summary,
            link: entry.link,
            source: entry.feed.source.name,
            feed: entry.feed.name,
            language: entry.language,
            languageName: entry.language ? localeNames[entry.language] : null,
            published: entry.publishedAt ? day(entry.publishedAt) : null,
            firstSeen: day(entry.firstSeenAt),
            topics: entry.topics,
            relevance: format.number(entry.relevance, { maximumFractionDigits: 2 }),
            alsoReportedBy: entry.alsoReportedBy,
            articleId: entry.articleId,
          }))}
        />
      </ClientMessages>
      <Pagination
        page={filters.page}
        pageSize={INBOX_PAGE_SIZE}
        total={total}
        hrefFor={(page) => ({ pathname: "/editor/inbox", query: query(page) })}
      />
    </div>
  );
}
