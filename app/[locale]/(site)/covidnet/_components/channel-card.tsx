import { getTranslations } from "next-intl/server";
import { VideoEmbed } from "@/components/article/video-embed";
import type { ChannelEntry } from "@/lib/covidnet/channel-feeds";
import type { CovidnetChannel } from "@/lib/covidnet/channels";
import type { Locale } from "@/lib/i18n/routing";
import { languageInSentence } from "@/lib/i18n/names";

type Props = { channel: CovidnetChannel; locale: Locale; showKind?: boolean; entries?: ChannelEntry[] };

/** A channel with its description and a link to it, which opens in a new tab and says so. */
export async function ChannelCard({ channel, locale, showKind = false, entries = [] }: Props) {
  const t = await getTranslations("CovidnetPage");
  const latest = await getTranslations("ChannelFeed");
  const video = await getTranslations("VideoEmbed");
  const translated = channel.descriptionLocale === locale;

  return (
    <article className="card">
      {showKind && (
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
          {t(`kinds.${channel.kind}`)}
        </p>
      )}
      <h3 className="mt-1 font-semibold leading-snug">{channel.name}</h3>
      <p
        className="mt-2 flex-1 text-sm text-slate-700 dark:text-slate-300"
        lang={translated ? undefined : channel.descriptionLocale}
      >
        {channel.description}
      </p>
      {!translated && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {t("onlyIn", { language: languageInSentence(locale, channel.descriptionLocale) })}
        </p>
      )}
      {entries.length > 0 && (
        <section className="mt-4" aria-label={latest("latest", { name: channel.name })}>
          <h4 className="text-sm font-semibold">{latest("latest", { name: channel.name })}</h4>
          <ul className="mt-2 space-y-3 text-sm" data-testid="channel-entries">
            {entries.map((entry) =>
              entry.youtubeVideoId ? (
                <li key={entry.id} className="space-y-1">
                  <VideoEmbed
                    source={{ provider: "youtube", id: entry.youtubeVideoId }}
                    title={entry.title}
                    labels={{ watch: `${video("watch")}: ${entry.title}`, consent: video("consent") }}
                  />
                  <a href={entry.link} target="_blank" rel="noopener noreferrer nofollow" className="block">
                    {entry.title}
                  </a>
                </li>
              ) : (
                <li key={entry.id}>
                  <a href={entry.link} target="_blank" rel="noopener noreferrer nofollow">
                    {entry.title}
                  </a>
                </li>
              ),
            )}
          </ul>
        </section>
      )}
      <p className="mt-4">
        <a
          href={channel.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("viewChannelLabel", { name: channel.name })}
          className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold no-underline hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t("viewChannel")}
          <span aria-hidden="true">↗</span>
        </a>
      </p>
    </article>
  );
}
