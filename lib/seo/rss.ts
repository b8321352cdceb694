// RSS 2.0 documents (https://www.rssboard.org/rss-specification).
import type { AlertLevel, ContentType } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/routing";
import type { FeedItem } from "./feed";
import { absoluteUrl } from "./urls";
import { element, escapeXml } from "./xml";

/** The feed's words, in its language (messages, namespace Feeds). */
export type FeedLabels = {
  title: string;
  description: string;
  onlyIn: (language: Locale) => string;
  membersOnly: string;
  // Invented demo items (docs/content.md) say so in their title and description.
  example: string;
  exampleTitle: (title: string) => string;
  typeName: (type: ContentType) => string;
  levelName: (level: AlertLevel) => string;
};

// `self` and `home`: the feed's own path and the page it belongs to, without language prefix.
export type Feed = {
  locale: Locale;
  origin: string;
  labels: FeedLabels;
  items: FeedItem[];
  self?: string;
  home?: string;
};

const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** An item's description: its notes first (example, alert level, only in another language, for members), then its summary. */
export function itemDescription(item: FeedItem, { locale, labels }: Pick<Feed, "locale" | "labels">): string {
  // The example note first: that the item is not a real publication matters most.
  return [
    item.isExample && labels.example,
    item.alertLevel && `${labels.levelName(item.alertLevel)}.`,
    item.textLocale !== locale && labels.onlyIn(item.textLocale),
    item.locked && labels.membersOnly,
    item.summary,
  ]
    .filter(Boolean)
    .join(" ");
}

function itemXml(item: FeedItem, { locale, origin, labels }: Feed): string {
  const link = absoluteUrl(origin, locale, item.path);
  const translated = item.textLocale === locale;
  // Notes come first so a reader sees them before text in another language.
  const description = itemDescription(item, { locale, labels });
  return [
    "<item>",
    element("title", item.isExample ? labels.exampleTitle(item.title) : item.title),
    element("link", link),
    element("guid", link, { isPermaLink: "true" }),
    element("pubDate", rfc822(item.publishedAt)),
    element("description", description),
    element("category", labels.typeName(item.type)),
    element("category", item.category),
    item.alertLevel ? element("category", labels.levelName(item.alertLevel)) : "",
    // Untranslated items say which language their text is in.
    translated ? "" : element("dc:language", item.textLocale),
    "</item>\n",
  ].join("");
}

/** An RSS 2.0 feed of `items`, linking to the pages in `locale`. */
export function buildRss(feed: Feed): string {
  const { locale, origin, labels, items, self: selfPath = "/rss.xml", home = "/" } = feed;
  const lastChange = items
    .map((i) => i.updatedAt)
    .sort()
    .at(-1);
  const self = absoluteUrl(origin, locale, selfPath);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel>\n',
    element("title", labels.title),
    element("link", absoluteUrl(origin, locale, home)),
    element("description", labels.description),
    element("language", locale),
    lastChange ? element("lastBuildDate", rfc822(lastChange)) : "",
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>\n`,
    ...items.map((item) => itemXml(item, feed)),
    "</channel>\n</rss>\n",
  ].join("");
}
