import "server-only";
import { cache } from "react";
import { expireTags, pathTag } from "@/lib/cache/expire";
import { db } from "@/lib/db";
import { internalPath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";

export type ChannelEntry = {
  id: string;
  title: string;
  link: string;
  publishedAt: Date | null;
  youtubeVideoId: string | null;
};

/**
 * The newest entries of the feeds linked to covidnet channels, `perChannel` each: a blog's latest
 * posts, a YouTube channel's latest videos. Only their titles and links (and a video's id for the
 * click-to-load player), never their text; entries an editor rejected are left out.
 */
export const listChannelEntries = cache(async (perChannel: number): Promise<Map<string, ChannelEntry[]>> => {
  const feeds = await db.feed.findMany({
    where: { channelId: { not: null } },
    select: {
      channelId: true,
      entries: {
        where: { state: { notIn: ["REJECTED", "DUPLICATE"] } },
        orderBy: [{ publishedAt: { sort: "desc", nulls: "last" } }, { firstSeenAt: "desc" }],
        take: perChannel,
        select: { id: true, title: true, link: true, publishedAt: true, youtubeVideoId: true },
      },
    },
  });
  return new Map(feeds.map((feed) => [feed.channelId!, feed.entries]));
});

/** Expires covidnet's cached page in every language, so a channel's new posts show at once. */
export async function expireCovidnet(): Promise<void> {
  await expireTags(routing.locales.map((locale) => pathTag(internalPath(locale, "/covidnet"))));
}
