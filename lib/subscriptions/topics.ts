import "server-only";
import { createTranslator } from "next-intl";
import { db } from "@/lib/db";
import type { ContentType, SubscriptionRhythm, SubscriptionTopic } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/routing";
import { messages } from "@/messages";

// What can be subscribed to: the content types readers follow (not products, places or the
// community's pages, which are not news), any tag, replies (members), and the weekly newsletter.
export const subscribableTypes = [
  "PUBLIC_HEALTH",
  "NEWS",
  "SCIENTIFIC_LIBRARY",
  "EVENT",
  "VIDEO",
  "RESOURCE",
  "BLOG",
  "EDUCATION",
] as const satisfies readonly ContentType[];

export type Topic = { topic: SubscriptionTopic; topicKey: string };

/** The form's topic value ("type:NEWS", "tag:mpox", "newsletter", "replies") as a topic, if it is one. */
export async function parseTopic(value: string): Promise<Topic | null> {
  if (value === "newsletter") return { topic: "NEWSLETTER", topicKey: "" };
  if (value === "replies") return { topic: "REPLIES", topicKey: "" };
  const [kind, key = ""] = value.split(":", 2);
  if (kind === "type")
    return (subscribableTypes as readonly string[]).includes(key) ? { topic: "TYPE", topicKey: key } : null;
  if (kind === "tag")
    return (await db.tag.findUnique({ where: { slug: key } })) ? { topic: "TAG", topicKey: key } : null;
  return null;
}

/** The form's value of a topic (the inverse of parseTopic). */
export const topicValue = ({ topic, topicKey }: Topic) =>
  topic === "TYPE" ? `type:${topicKey}` : topic === "TAG" ? `tag:${topicKey}` : topic.toLowerCase();

/** The names of topics in `locale` ("Public health watch", "Mpox", "Replies to my posts"). */
export async function topicNames(topics: Topic[], locale: Locale): Promise<string[]> {
  const t = createTranslator({ locale, messages: messages[locale] });
  const slugs = topics.filter((x) => x.topic === "TAG").map((x) => x.topicKey);
  const tags = slugs.length
    ? await db.tag.findMany({ where: { slug: { in: slugs } }, include: { translations: true } })
    : [];
  return topics.map(({ topic, topicKey }) => {
    if (topic === "TYPE") return t(`ContentTypes.${topicKey as (typeof subscribableTypes)[number]}.title`);
    if (topic === "TAG") {
      const tag = tags.find((x) => x.slug === topicKey);
      const name = tag?.translations.find((x) => x.locale === locale)?.name ?? tag?.translations[0]?.name;
      return t("Subscriptions.topicTag", { name: name ?? topicKey });
    }
    return t(topic === "REPLIES" ? "Subscriptions.topicReplies" : "Subscriptions.topicNewsletter");
  });
}

/** Each request as a line in `locale`: its topic and how often ("Public health watch — At once"). */
export async function requestLines(
  requests: Array<Topic & { rhythm: SubscriptionRhythm }>,
  locale: Locale,
): Promise<string[]> {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "Subscriptions" });
  const names = await topicNames(requests, locale);
  return requests.map((r, i) => t("topicRhythm", { topic: names[i]!, rhythm: t(`rhythms.${r.rhythm}`) }));
}
