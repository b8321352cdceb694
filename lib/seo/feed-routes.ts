import "server-only";
import { typeSegments } from "@/config/content-types";
import { db } from "@/lib/db";
import { routing } from "@/lib/i18n/routing";

// The static parameters of the topic feeds' routes (app/feeds, app/[locale]/feeds): every content
// type and every tag, in both formats, built once and rebuilt when content changes (like /rss.xml).
const names = (stems: string[]) => stems.flatMap((stem) => [`${stem}.xml`, `${stem}.json`]);

export const typeFeedNames = () => names(Object.values(typeSegments));

export async function tagFeedNames(): Promise<string[]> {
  const tags = await db.tag.findMany({ select: { slug: true }, orderBy: { slug: "asc" } });
  return names(tags.map((t) => t.slug));
}

/** The languages with a prefix: English feeds live at /feeds/…, without one. */
export const prefixedLocales = routing.locales.filter((l) => l !== routing.defaultLocale);
