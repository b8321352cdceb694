// npm run bench:digest's data: a day of published items and confirmed daily subscribers, written
// with a few multi-row inserts (pg and unnest, not the Prisma client: scripts reach generated code
// only after generating it, tests/unit/script-imports.test.ts).
import pg from "pg";

const locales = ["en", "es", "fr", "pt"] as const;
const types = [
  "PUBLIC_HEALTH",
  "NEWS",
  "SCIENTIFIC_LIBRARY",
  "EVENT",
  "VIDEO",
  "RESOURCE",
  "BLOG",
  "EDUCATION",
] as const;
const levels = ["ALERT", "ADVISORY", "UPDATE", "INFORMATION", null] as const;
const tagSlugs = Array.from({ length: 24 }, (_, i) => `bench-tag-${i + 1}`);
const words = "vaccine booster variant hospital school travel testing mask ventilation symptoms study trial".split(" ");

/** A small deterministic generator, so that every run inserts the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const sentence = (rnd: () => number, count: number) =>
  Array.from({ length: count }, () => words[Math.floor(rnd() * words.length)]).join(" ");

export type DigestFixtures = { items: number; translations: number; addresses: number; subscriptions: number };

/**
 * `itemCount` items published evenly over [from, to) across the subscribable types and the tags,
 * in four languages, or English only, or their original language and English; `addresses`
 * confirmed DAILY subscribers, a quarter per language, each following one to three types or tags.
 */
export async function insertDigestFixtures(
  client: pg.Client,
  { itemCount, addresses, from, to }: { itemCount: number; addresses: number; from: Date; to: Date },
): Promise<DigestFixtures> {
  const rnd = random(20);
  await client.query(
    `INSERT INTO "Category" (id, type, slug) SELECT 'bench-cat-' || t, t::"ContentType", 'bench' FROM unnest($1::text[]) t`,
    [types],
  );
  await client.query(`INSERT INTO "Tag" (id, slug) SELECT s, s FROM unnest($1::text[]) s`, [tagSlugs]);

  const article = { id: [] as string[], type: [] as string[], original: [] as string[], at: [] as string[] };
  const level: Array<string | null> = [];
  const access: string[] = [];
  const text = { id: [] as string[], locale: [] as string[], title: [] as string[], summary: [] as string[] };
  const link = { article: [] as string[], tag: [] as string[] };
  const span = to.getTime() - from.getTime();
  for (let i = 0; i < itemCount; i++) {
    const id = `bench-item-${i}`;
    const type = types[i % types.length]!;
    const shape = rnd();
    // 60 % in the four languages, 25 % English only, 15 % written in another language plus English.
    const original = shape < 0.85 ? "en" : locales[1 + Math.floor(rnd() * 3)]!;
    const languages = shape < 0.6 ? [...locales] : shape < 0.85 ? ["en"] : ["en", original];
    article.id.push(id);
    article.type.push(type);
    article.original.push(original);
    article.at.push(new Date(from.getTime() + Math.floor((span * i) / itemCount)).toISOString());
    level.push(type === "PUBLIC_HEALTH" ? levels[i % levels.length]! : null);
    access.push(rnd() < 0.1 ? "PREMIUM" : "FREE");
    for (const locale of languages) {
      text.id.push(id);
      text.locale.push(locale);
      text.title.push(`${locale}: ${sentence(rnd, 8)} (${i})`);
      text.summary.push(`${sentence(rnd, 35)}.`);
    }
    const tagCount = 1 + Math.floor(rnd() * 3);
    const chosen = new Set(Array.from({ length: tagCount }, () => tagSlugs[Math.floor(rnd() * tagSlugs.length)]!));
    for (const tag of chosen) {
      link.article.push(id);
      link.tag.push(tag);
    }
  }
  await client.query(
    `INSERT INTO "Article" (id, type, slug, "categoryId", "originalLocale", "publishedAt", "alertLevel", "accessLevel", "updatedAt")
     SELECT id, type::"ContentType", id, 'bench-cat-' || type, original::"Locale", at::timestamptz AT TIME ZONE 'UTC', level::"AlertLevel", access::"AccessLevel", now() AT TIME ZONE 'UTC'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS x(id, type, original, at, level, access)`,
    [article.id, article.type, article.original, article.at, level, access],
  );
  await client.query(
    `INSERT INTO "ArticleTranslation" ("articleId", locale, title, summary, body)
     SELECT id, locale::"Locale", title, summary, summary || ' ' || title
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS x(id, locale, title, summary)`,
    [text.id, text.locale, text.title, text.summary],
  );
  await client.query(`INSERT INTO "ArticleTag" ("articleId", "tagId") SELECT * FROM unnest($1::text[], $2::text[])`, [
    link.article,
    link.tag,
  ]);

  const sub = { email: [] as string[], topic: [] as string[], key: [] as string[], locale: [] as string[] };
  for (let i = 0; i < addresses; i++) {
    const email = `reader-${String(i).padStart(5, "0")}@bench.example`;
    const topics = new Set<string>();
    const count = 1 + Math.floor(rnd() * 3);
    while (topics.size < count)
      topics.add(
        rnd() < 0.5
          ? `TYPE:${types[Math.floor(rnd() * types.length)]}`
          : `TAG:${tagSlugs[Math.floor(rnd() * tagSlugs.length)]}`,
      );
    for (const topic of topics) {
      const [kind, key] = topic.split(":") as [string, string];
      sub.email.push(email);
      sub.topic.push(kind);
      sub.key.push(key);
      sub.locale.push(locales[i % locales.length]!);
    }
  }
  await client.query(
    `INSERT INTO "Subscription" (id, email, topic, "topicKey", locale, rhythm, "confirmedAt", "updatedAt")
     SELECT 'bench-sub-' || n, email, topic::"SubscriptionTopic", key, locale::"Locale", 'DAILY', $5::timestamptz AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS x(email, topic, key, locale, n)`,
    [sub.email, sub.topic, sub.key, sub.locale, new Date(from.getTime() - 30 * 86_400_000).toISOString()],
  );
  await client.query("ANALYZE");
  return { items: itemCount, translations: text.id.length, addresses, subscriptions: sub.email.length };
}
