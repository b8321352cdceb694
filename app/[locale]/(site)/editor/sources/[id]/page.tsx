import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import { getFeedForm } from "@/lib/aggregation/sources";
import { getRegionFormatter } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { requireEditor } from "@/lib/newsroom/guard";
import { DeleteFeedButton, FetchNowButton, PauseButton } from "../_components/feed-buttons";
import { FeedForm } from "../_components/feed-form";
import { feedOptions } from "../_components/feed-options";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Sources" });
  return { title: t("editTitle"), robots: { index: false, follow: false } };
}

export default async function FeedPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireEditor(locale, `/editor/sources/${id}`);
  const found = id.length <= 64 ? await getFeedForm(id) : null;
  if (!found) notFound();
  const { feed, values } = found;
  const t = await getTranslations("Sources");
  const format = await getRegionFormatter();
  const options = await feedOptions(locale);
  const active = !feed.paused && !feed.disabledReason;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link href="/editor/sources" className="text-brand-700 dark:text-brand-300">
          {t("back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{feed.name}</h1>
      <ClientMessages namespaces={["Sources", ...formNamespaces]}>
        <div className="flex flex-wrap items-center gap-3" data-testid="feed-status">
          <span className="font-medium">
            {feed.disabledReason ? t("stateStopped") : feed.paused ? t("statePaused") : t("stateActive")}
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {feed.lastFetchedAt
              ? t("lastFetched", {
                  date: format.dateTime(feed.lastFetchedAt, { dateStyle: "medium", timeStyle: "short" }),
                })
              : t("neverFetched")}
            {feed.lastOutcome ? ` · ${t(`outcomes.${feed.lastOutcome}`)}` : ""}
            {feed.consecutiveErrors > 0
              ? ` · ${t("errors", { count: feed.consecutiveErrors, n: format.number(feed.consecutiveErrors) })}`
              : ""}
          </span>
          <PauseButton id={feed.id} paused={active} label={t(active ? "pause" : "resume")} />
          {active && <FetchNowButton id={feed.id} />}
          <DeleteFeedButton id={feed.id} name={feed.name} />
        </div>
        <FeedForm {...options} values={values} />
      </ClientMessages>
    </div>
  );
}
