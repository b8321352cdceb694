import "server-only";
import { typeSegments } from "@/config/content-types";
import { db } from "@/lib/db";
import type { ContentType } from "@/lib/generated/prisma/enums";
import { routing } from "@/lib/i18n/routing";

// The static parameters of the topic feeds' routes (app/feeds, app/[locale]/feeds): the content
// types (feedTypes) and every tag, in both formats, built once and rebuilt when content changes (like /rss.xml).
const names = (stems: string[]) => stems.flatMap((stem) => [`${stem}.xml`, `${stem}.json`]);

// Every type but the directory: a list of directory entries is for members only (spec section 6,
// lib/auth/members-only.ts), and a feed is a list anyone may read. Entries still reach the site's and
// the tags' feeds beside other items, as they reach the home page and tag pages.
export const feedTypes: readonly ContentType[] = (Object.keys(typeSegments) as ContentType[]).filter(
  (type) => type !== "DIRECTORY",
);

export const typeFeedNames = () => names(feedTypes.map((type) => typeSegments[type]));

export async function tagFeedNames(): Promise<string[]> {
  const tags = await db.tag.findMany({ select: { slug: true }, orderBy: { slug: "asc" } });
  return names(tags.map((t) => t.slug));
}

/** The languages with a prefix: English feeds live at /feeds/…, without one. */
export const prefixedLocales = routing.locales.filter((l) => l !== routing.defaultLocale);
