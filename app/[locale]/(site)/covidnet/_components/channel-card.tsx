import { getTranslations } from "next-intl/server";
import type { CovidnetChannel } from "@/lib/covidnet/channels";
import type { Locale } from "@/lib/i18n/routing";
import { languageInSentence } from "@/lib/i18n/names";

type Props = { channel: CovidnetChannel; locale: Locale; showKind?: boolean };

/** A channel with its description and a link to it, which opens in a new tab and says so. */
export async function ChannelCard({ channel, locale, showKind = false }: Props) {
  const t = await getTranslations("CovidnetPage");
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
