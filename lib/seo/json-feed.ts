// JSON Feed 1.1 documents (https://www.jsonfeed.org/version/1.1/): the same items and words as the
// RSS feeds (lib/seo/rss.ts), for readers that prefer JSON.
import { itemDescription, type Feed } from "./rss";
import { absoluteUrl } from "./urls";

/** A JSON Feed of `items`, linking to the pages in `locale`. */
export function buildJsonFeed(feed: Feed & { self: string; home: string }) {
  const { locale, origin, labels, items, self, home } = feed;
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: labels.title,
    description: labels.description,
    home_page_url: absoluteUrl(origin, locale, home),
    feed_url: absoluteUrl(origin, locale, self),
    language: locale,
    items: items.map((item) => {
      const url = absoluteUrl(origin, locale, item.path);
      return {
        id: url,
        url,
        title: item.isExample ? labels.exampleTitle(item.title) : item.title,
        // A summary only, never the body: the same text as the RSS description.
        content_text: itemDescription(item, feed),
        date_published: item.publishedAt,
        date_modified: item.updatedAt,
        language: item.textLocale,
        tags: [
          labels.typeName(item.type),
          item.category,
          ...(item.alertLevel ? [labels.levelName(item.alertLevel)] : []),
        ],
      };
    }),
  };
}
