import "server-only";
import { getTranslations } from "next-intl/server";
import { siteOrigin } from "@/lib/env";
import { typeForSegment } from "@/config/content-types";
import { languageInSentence } from "@/lib/i18n/names";
import type { Locale } from "@/lib/i18n/routing";
import { getTag } from "@/lib/search/tags";
import { cachedFeedItems, FEED_SIZE, type FeedTopic } from "./feed";
import { feedTypes } from "./feed-routes";
import { buildJsonFeed } from "./json-feed";
import { buildRss, type FeedLabels } from "./rss";
import { topicFeedPath, type FeedFormat } from "./urls";

async function feedLabels(locale: Locale, topicName?: string, topicKind?: "type" | "tag"): Promise<FeedLabels> {
  const [t, types, levels] = await Promise.all([
    getTranslations({ locale, namespace: "Feeds" }),
    getTranslations({ locale, namespace: "ContentTypes" }),
    getTranslations({ locale, namespace: "AlertLevel" }),
  ]);
  return {
    title: topicName ? t("topicTitle", { topic: topicName }) : t("title"),
    description: !topicName
      ? t("description")
      : topicKind === "tag"
        ? t("tagDescription", { topic: topicName })
        : t("typeDescription", { topic: topicName }),
    onlyIn: (language) => t("onlyIn", { language: languageInSentence(locale, language) }),
    membersOnly: t("membersOnly"),
    example: t("example"),
    exampleTitle: (title) => t("exampleTitle", { title }),
    typeName: (type) => types(`${type}.title`),
    levelName: (level) => levels(level),
  };
}

/** The RSS feed of a language, as a route handler answers it. */
export async function feedResponse(locale: Locale): Promise<Response> {
  const [labels, items] = await Promise.all([feedLabels(locale), cachedFeedItems(locale, FEED_SIZE)]);
  const xml = buildRss({ locale, origin: siteOrigin(), items, labels });
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}

/** "news.xml" -> the topic and format it names, or null (the route answers 404). */
export function parseFeedName(name: string): { stem: string; format: FeedFormat } | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(xml|json)$/.exec(name);
  return match ? { stem: match[1]!, format: match[2] === "xml" ? "rss" : "json" } : null;
}

/**
 * The RSS or JSON feed of one content type ("news.xml") or one tag (`tag`: "mpox.json") in a
 * language, or null when no such type or tag exists.
 */
export async function topicFeedResponse(locale: Locale, kind: "type" | "tag", name: string): Promise<Response | null> {
  const parsed = parseFeedName(name);
  if (!parsed) return null;
  let topic: Exclude<FeedTopic, { kind: "all" }>;
  let topicName: string;
  let home: string;
  if (kind === "type") {
    const type = typeForSegment(parsed.stem);
    if (!type || !feedTypes.includes(type)) return null;
    topic = { kind: "type", type };
    topicName = (await getTranslations({ locale, namespace: "ContentTypes" }))(`${type}.title`);
    home = `/${parsed.stem}`;
  } else {
    const tag = await getTag(parsed.stem, locale);
    if (!tag) return null;
    topic = { kind: "tag", slug: tag.slug };
    topicName = tag.name;
    home = `/tag/${tag.slug}`;
  }
  const [labels, items] = await Promise.all([
    feedLabels(locale, topicName, kind),
    cachedFeedItems(locale, FEED_SIZE, topic),
  ]);
  const feed = { locale, origin: siteOrigin(), items, labels, home, self: topicFeedPath(topic, parsed.format) };
  if (parsed.format === "json")
    return new Response(JSON.stringify(buildJsonFeed(feed)), {
      headers: { "content-type": "application/feed+json; charset=utf-8" },
    });
  return new Response(buildRss(feed), { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}
