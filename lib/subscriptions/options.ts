import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/routing";
import { topicNames, topicValue, subscribableTypes, type Topic } from "./topics";

/** The topics a form offers, as options: the newsletter, the content types, then every tag by name. */
export async function topicOptions(locale: Locale, { replies }: { replies: boolean }) {
  const tags = await db.tag.findMany({ select: { slug: true } });
  const topics: Topic[] = [
    { topic: "NEWSLETTER", topicKey: "" },
    ...(replies ? [{ topic: "REPLIES" as const, topicKey: "" }] : []),
    ...subscribableTypes.map((type) => ({ topic: "TYPE" as const, topicKey: type })),
  ];
  const tagTopics = tags.map((tag) => ({ topic: "TAG" as const, topicKey: tag.slug }));
  const names = await topicNames([...topics, ...tagTopics], locale);
  const options = [...topics, ...tagTopics].map((topic, i) => ({ value: topicValue(topic), label: names[i]! }));
  const fixed = options.slice(0, topics.length);
  const byName = options.slice(topics.length).sort((a, b) => a.label.localeCompare(b.label, locale));
  return [...fixed, ...byName];
}
