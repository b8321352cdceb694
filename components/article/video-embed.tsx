"use client";

import { useState } from "react";

/**
 * A YouTube video loaded only when the reader asks for it, from the no-cookie domain: nothing is
 * fetched from YouTube before the click. Its words come from the server (ArticleAside).
 */
export function VideoEmbed({
  videoId,
  title,
  labels,
}: {
  videoId: string;
  title: string;
  labels: { watch: string; consent: string };
}) {
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-lg"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
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
