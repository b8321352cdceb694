import type { Metadata } from "next";
import type { ContentType } from "@/lib/generated/prisma/enums";
import { getPathname } from "@/lib/i18n/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";
import { feedPath, localizedPath, topicFeedPath } from "./urls";

/** A page's own feeds (a content type's list, a tag's page), announced beside the site's feed. */
export type PageFeeds = {
  topic: { kind: "type"; type: ContentType } | { kind: "tag"; slug: string };
  rssTitle: string;
  jsonTitle: string;
};

/**
 * Canonical, hreflang and feed links for a page that exists at `path` (without locale prefix) in
 * every language. hreflang uses bare language codes so each version serves all regions.
 */
export function alternates(
  locale: Locale,
  path: string,
  feeds?: PageFeeds,
  only?: { languages: readonly Locale[]; canonical: Locale },
): NonNullable<Metadata["alternates"]> {
  const href = (l: Locale) => getPathname({ locale: l, href: path });
  // An article lists only its published languages; a language that shows the original instead
  // names the original's page as canonical (the same text must not compete with itself in search).
  const languages = only ? routing.locales.filter((l) => only.languages.includes(l)) : routing.locales;
  const fallback = languages.includes(routing.defaultLocale) ? routing.defaultLocale : (languages[0] ?? locale);
  return {
    canonical: href(only ? only.canonical : locale),
    languages: {
      ...Object.fromEntries(languages.map((l) => [l, href(l)])),
      "x-default": href(fallback),
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
