import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { listChannelEntries } from "@/lib/covidnet/channel-feeds";
import { channelKinds, listChannels } from "@/lib/covidnet/channels";
import { listFeaturedPosts, listLatestVideos } from "@/lib/covidnet/posts";
import { alternates } from "@/lib/seo/metadata";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { ChannelCard } from "./_components/channel-card";
import { CardSection } from "@/components/content/card-section";

type Props = { params: Promise<{ locale: Locale }> };

// Static per language, rebuilt at most every 10 minutes (and when content changes).
export const revalidate = 600;
// force-static: Next hands this render an empty cookie jar, so the header is the visitors' one and
// the page stays cached; members get the same page from its variant under %5Fmember (proxy.ts).
export const dynamic = "force-static";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "CovidnetPage" });
  return { title: t("title"), description: t("description"), alternates: alternates(locale, "/covidnet") };
}

export default async function CovidnetPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, channels, posts, latest, entries] = await Promise.all([
    getTranslations("CovidnetPage"),
    listChannels(locale),
    listFeaturedPosts(locale, 6),
    listLatestVideos(locale, 12),
    listChannelEntries(3),
  ]);
  // A featured video is shown once, among the featured posts.
  const shown = new Set(posts.map((p) => p.id));
  const videos = latest.filter((v) => !shown.has(v.id)).slice(0, 6);
  const featured = channels.filter((c) => c.featured);
  // Featured channels are shown once, at the top; each kind's section lists the others.
  const sections = channelKinds
    .map((kind) => ({ kind, channels: channels.filter((c) => c.kind === kind && !c.featured) }))
    .filter((section) => section.channels.length > 0);
  const grid = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

  return (
    <div className="space-y-12">
      <header>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t("intro")}</p>
      </header>
      {channels.length === 0 && <p>{t("emptyChannels")}</p>}
      {featured.length > 0 && (
        <section aria-labelledby="covidnet-featured">
          <h2 id="covidnet-featured" className="mb-4 text-2xl font-bold">
            {t("featuredChannels")}
          </h2>
          <ul className={grid}>
            {featured.map((c) => (
              <li key={c.id}>
                <ChannelCard channel={c} locale={locale} showKind entries={entries.get(c.id)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {sections.map((section) => (
        <section key={section.kind} aria-labelledby={`covidnet-${section.kind}`}>
          <h2 id={`covidnet-${section.kind}`} className="mb-4 text-2xl font-bold">
            {t(`kinds.${section.kind}`)}
          </h2>
          <ul className={grid}>
            {section.channels.map((c) => (
              <li key={c.id}>
                <ChannelCard channel={c} locale={locale} entries={entries.get(c.id)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <CardSection
        id="covidnet-posts"
        title={t("featuredPosts")}
        empty={t("emptyPosts")}
        items={posts}
        locale={locale}
      />
      <CardSection
        id="covidnet-videos"
        title={t("latestVideos")}
        empty={t("emptyVideos")}
        items={videos}
        locale={locale}
        action={
          <Link href="/videos" className="text-sm font-semibold text-brand-700 dark:text-brand-300">
            {t("seeAllVideos")}
          </Link>
        }
      />
    </div>
  );
}
