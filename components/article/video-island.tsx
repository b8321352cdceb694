"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import type { VideoEmbed } from "./video-embed";

// The item page is one route for every type of item, so its client components share one chunk: the
// player would come with every article. As a chunk of its own it comes only with a page that has a
// video; it is still rendered on the server (the poster and the play button are in the first HTML).
// Loaded the way the reviews are (components/reviews/reviews-island.tsx).
const Player = dynamic(() => import("./video-embed").then((m) => m.VideoEmbed));

export function VideoIsland(props: ComponentProps<typeof VideoEmbed>) {
  return <Player {...props} />;
}
