import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { listFeeds, type FeedRow } from "@/lib/aggregation/sources";
import { listBlockedLinks, type BlockedLinkRow } from "@/lib/aggregation/takedown";
import { getRegionFormatter } from "@/lib/i18n/format";
import { alternates } from "@/lib/seo/metadata";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { requireEditor } from "@/lib/newsroom/guard";
import { OpmlImport } from "./_components/opml-import";
import { FetchNowButton, PauseButton } from "./_components/feed-buttons";
import { LiftBlockButton } from "./_components/lift-block-button";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Sources" });
  return {
    title: t("title"),
    robots: { index: false, follow: false },
    alternates: alternates(locale, "/editor/sources"),
  };
}

const linkButton =
  "rounded-full bg-brand-700 px-5 py-2 font-semibold text-white no-underline hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950";

// The feeds the site aggregates, with what came of each one's last fetch; editors and admins only
// (checked here and in every action).
export default async function SourcesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireEditor(locale, "/editor/sources");
  const t = await getTranslations("Sources");
  const format = await getRegionFormatter();
  const [feeds, blocks] = await Promise.all([listFeeds(), listBlockedLinks()]);
  const takedown = await getTranslations("Takedown");
  const when = (date: Date) => format.dateTime(date, { dateStyle: "medium", timeStyle: "short" });
  const who = (user: BlockedLinkRow["blockedBy"]) => user?.name || user?.username || user?.email || takedown("someone");

  const state = (feed: FeedRow) =>
    feed.disabledReason ? t("stateStopped") : feed.paused ? t("statePaused") : t("stateActive");

  return (
    <ClientMessages namespaces={["Sources", "Takedown", ...formNamespaces]}>
      <div className="space-y-8">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t("intro")}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Link href="/editor/inbox" className="font-semibold text-brand-700 dark:text-brand-300">
              {t("inbox")}
            </Link>
            <Link href="/editor/sources/new" className={linkButton}>
              {t("addFeed")}
            </Link>
          </div>
        </header>

        {feeds.length === 0 ? (
          <p>{t("empty")}</p>
        ) : (
          <>
            <div className="flex flex-wrap gap-3">
              <PauseButton paused={false} label={t("resumeAll")} />
              <PauseButton paused label={t("pauseAll")} />
            </div>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="feeds">
                <caption className="sr-only">{t("feedsTable")}</caption>
                <thead className="border-b border-slate-300 dark:border-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      {t("colFeed")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("colState")}
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      {t("colLast")}
                    </th>
                    <th scope="col" className="py-2">
                      {t("colActions")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {feeds.map((feed) => (
                    <tr key={feed.id} data-testid="feed-row">
                      <td className="py-3 pr-4 align-top">
                        <Link
                          href={`/editor/sources/${feed.id}`}
                          className="font-semibold text-brand-700 dark:text-brand-300"
                        >
                          {feed.name}
                        </Link>
                        <p className="text-slate-600 dark:text-slate-400">
                          {feed.source.name} · {t(`kinds.${feed.kind}`)} ·{" "}
                          {t("every", { minutes: feed.pollMinutes, n: format.number(feed.pollMinutes) })}
                        </p>
                        <p className="break-all text-xs text-slate-600 dark:text-slate-400">{feed.url}</p>
                      </td>
                      <td className="py-3 pr-4 align-top">
                        <p className="font-medium">{state(feed)}</p>
                        <p className="text-slate-600 dark:text-slate-400">{t(feed.trusted ? "trusted" : "reviewed")}</p>
                        <p className="text-slate-600 dark:text-slate-400">
                          {t("waiting", { count: feed.waiting, n: format.number(feed.waiting) })}
                        </p>
                      </td>
                      <td className="py-3 pr-4 align-top" data-testid="feed-last">
                        {feed.lastFetchedAt ? (
                          <>
                            <p>
                              {t("lastFetched", {
                                date: format.dateTime(feed.lastFetchedAt, { dateStyle: "medium", timeStyle: "short" }),
                              })}
                            </p>
                            {feed.lastOutcome && (
                              <p className="font-medium">
                                {t(`outcomes.${feed.lastOutcome}`)}
                                {feed.lastDetail ? ` (${feed.lastDetail})` : ""}
                              </p>
                            )}
                            {feed.consecutiveErrors > 0 && (
                              <p className="text-red-800 dark:text-red-300">
                                {t("errors", {
                                  count: feed.consecutiveErrors,
                                  n: format.number(feed.consecutiveErrors),
                                })}
                              </p>
                            )}
                          </>
                        ) : (
                          <p>{t("neverFetched")}</p>
                        )}
                      </td>
                      <td className="py-3 align-top">
                        <div className="flex flex-wrap gap-2">
                          <PauseButton
                            id={feed.id}
                            paused={!feed.paused && !feed.disabledReason}
                            label={t(!feed.paused && !feed.disabledReason ? "pause" : "resume")}
                          />
                          {!feed.paused && !feed.disabledReason && <FetchNowButton id={feed.id} />}
                          <Link
                            href={`/editor/sources/${feed.id}`}
                            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold no-underline hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                          >
                            {t("edit")}
                          </Link>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}

        <section
          aria-labelledby="opml-title"
          className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800"
        >
          <h2 id="opml-title" className="text-xl font-semibold">
            {t("opmlTitle")}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("opmlIntro")}</p>
          <p>
            <a href="/api/editor/sources/opml" download className="font-semibold text-brand-700 dark:text-brand-300">
              {t("exportOpml")}
            </a>
          </p>
          <OpmlImport />
        </section>

        <section
          aria-labelledby="blocks-title"
          className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800"
        >
          <h2 id="blocks-title" className="text-xl font-semibold">
            {takedown("listTitle")}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{takedown("listIntro")}</p>
          {blocks.length === 0 ? (
            <p>{takedown("listEmpty")}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="block-list">
              {blocks.map((block) => (
                <li key={block.id} className="space-y-1 py-3" data-testid="blocked-link">
                  <p className="font-semibold break-all">{block.canonicalUrl}</p>
                  {block.title && <p className="text-sm">{block.title}</p>}
                  <p className="text-sm">{takedown("reasonIs", { reason: block.reason })}</p>
                  {block.requester && (
                    <p className="text-sm">{takedown("requesterIs", { requester: block.requester })}</p>
                  )}
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {takedown("blockedBy", { who: who(block.blockedBy), date: when(block.blockedAt) })}
                    {block.liftedAt &&
                      ` · ${takedown("liftedBy", { who: who(block.liftedBy), date: when(block.liftedAt) })}`}
                  </p>
                  {!block.liftedAt && <LiftBlockButton id={block.id} link={block.canonicalUrl} />}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </ClientMessages>
  );
}
