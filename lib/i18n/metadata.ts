import type { Metadata } from "next";
import { getPathname } from "./navigation";
import { feedPath, localizedPath, topicFeedPath } from "@/lib/seo/urls";
import type { ContentType } from "@/lib/generated/prisma/enums";

/** A page's own feeds (a content type's list, a tag's page), announced beside the site's feed. */
export type PageFeeds = {
  topic: { kind: "type"; type: ContentType } | { kind: "tag"; slug: string };
  rssTitle: string;
  jsonTitle: string;
};
import { routing, type Locale } from "./routing";

/**
 * Canonical, hreflang and feed links for a page that exists at `path` (without locale prefix) in
 * every language. hreflang uses bare language codes so each version serves all regions.
 */
export function alternates(locale: Locale, path: string, feeds?: PageFeeds): NonNullable<Metadata["alternates"]> {
  const href = (l: Locale) => getPathname({ locale: l, href: path });
  return {
    canonical: href(locale),
    languages: {
      ...Object.fromEntries(routing.locales.map((l) => [l, href(l)])),
      "x-default": href(routing.defaultLocale),
    },
    // The page language's RSS feed (here, since a page's alternates replace the layout's), and the
    // page's own RSS and JSON feeds when it has some.
    types: feeds
      ? {
          "application/rss+xml": [
            { url: feedPath(locale) },
            { url: localizedPath(locale, topicFeedPath(feeds.topic, "rss")), title: feeds.rssTitle },
          ],
          "application/feed+json": [
            { url: localizedPath(locale, topicFeedPath(feeds.topic, "json")), title: feeds.jsonTitle },
          ],
        }
      : { "application/rss+xml": feedPath(locale) },
  };
}
