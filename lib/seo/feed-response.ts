import "server-only";
import { getTranslations } from "next-intl/server";
import { siteOrigin } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { cachedFeedItems, FEED_SIZE } from "./feed";
import { buildRss } from "./rss";

/** The RSS feed of a language, as a route handler answers it. */
export async function feedResponse(locale: Locale): Promise<Response> {
  const [t, types, items] = await Promise.all([
    getTranslations({ locale, namespace: "Feeds" }),
    getTranslations({ locale, namespace: "ContentTypes" }),
    cachedFeedItems(locale, FEED_SIZE),
  ]);
  const xml = buildRss({
    locale,
    origin: siteOrigin(),
    items,
    labels: {
      title: t("title"),
      description: t("description"),
      onlyIn: (language) => t("onlyIn", { language: t(`languages.${language}`) }),
      membersOnly: t("membersOnly"),
      example: t("example"),
      exampleTitle: (title) => t("exampleTitle", { title }),
      typeName: (type) => types(`${type}.title`),
    },
  });
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}
