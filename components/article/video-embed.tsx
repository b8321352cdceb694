"use client";

import { useState } from "react";

// A YouTube id, or the file name of one of the site's own videos (public/media/<id>.mp4 and .webm,
// with a poster <id>.jpg and captions <id>.<locale>.vtt).
export type VideoSource =
  | { provider: "youtube"; id: string }
  | { provider: "site"; id: string; captions: { locale: string; label: string }[]; captionLocale: string };

/**
 * A video loaded only when the reader asks for it: nothing is fetched from the video's host before
 * the click (YouTube's no-cookie domain, or this site for its own videos, whose poster is shown
 * meanwhile). Its words come from the server (ArticleAside).
 */
// The button that was pressed is gone: keyboard focus moves on to the player that replaced it.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

export function VideoEmbed({
  source,
  title,
  labels,
}: {
  source: VideoSource;
  title: string;
  labels: { watch: string; consent: string };
}) {
  const [playing, setPlaying] = useState(false);

  if (playing && source.provider === "youtube") {
    return (
      <iframe
        ref={focusOnMount}
        className="aspect-video w-full rounded-lg"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(source.id)}?autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  if (playing && source.provider === "site") {
    const file = `/media/${encodeURIComponent(source.id)}`;
    return (
      <video
        ref={focusOnMount}
        className="aspect-video w-full rounded-lg bg-black"
        controls
        autoPlay
        preload="none"
        poster={`${file}.jpg`}
        aria-label={title}
      >
        <source src={`${file}.mp4`} type="video/mp4" />
        <source src={`${file}.webm`} type="video/webm" />
        {source.captions.map((c) => (
          <track
            key={c.locale}
            kind="subtitles"
            src={`${file}.${c.locale}.vtt`}
            srcLang={c.locale}
            label={c.label}
            default={c.locale === source.captionLocale}
          />
        ))}
      </video>
    );
  }
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg bg-slate-900 p-6 text-center text-white">
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="rounded-full bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-200"
      >
        {labels.watch}
      </button>
      <p className="max-w-md text-sm text-slate-200">{labels.consent}</p>
    </div>
  );
}
