// npx tsx prisma/seed/check.ts — validates the seed content (content/items and the names beside this
// file) before it reaches a database.
import { categories } from "./content/categories";
import { channels } from "./content/channels";
import { sources } from "./content/sources";
import { tags } from "./content/tags";
import { ContentErrors, loadContent } from "./markdown";
import { truthProblems } from "./truth";
import type { Locale, SeedType } from "./types";

const locales: Locale[] = ["en", "es", "fr", "pt"];
const content = (() => {
  try {
    return loadContent();
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
const problems: string[] = [];
const tagSlugs = new Set(tags.map((t) => t.slug));
const sourceSlugs = new Set(sources.map((s) => s.slug));
const channelSlugs = new Set(channels.map((c) => c.slug));
const all = new Set(Object.entries(content).flatMap(([type, items]) => items.map((i) => `${type}/${i.slug}`)));
const productSlugs = new Set(content.PRODUCT.map((p) => p.slug));

for (const [type, items] of Object.entries(content) as [SeedType, typeof content.NEWS][]) {
  const cats = new Set(categories[type].map((c) => c.slug));
  const seen = new Set<string>();
  for (const item of items) {
    const at = `${type}/${item.slug}`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(item.slug)) problems.push(`${at}: slug is not kebab-case`);
    if (seen.has(item.slug)) problems.push(`${at}: duplicate slug`);
    seen.add(item.slug);
    if (!cats.has(item.category)) problems.push(`${at}: unknown category ${item.category}`);
    for (const tag of item.tags ?? []) if (!tagSlugs.has(tag)) problems.push(`${at}: unknown tag ${tag}`);
    if (item.source && !sourceSlugs.has(item.source)) problems.push(`${at}: unknown source ${item.source}`);
    if (item.channel && !channelSlugs.has(item.channel)) problems.push(`${at}: unknown channel ${item.channel}`);
    for (const r of item.related ?? []) if (!all.has(r)) problems.push(`${at}: unknown related ${r}`);
    for (const p of item.products ?? []) if (!productSlugs.has(p)) problems.push(`${at}: unknown product ${p}`);
    const original = item.originalLocale ?? "en";
    if (!item.translations[original]) problems.push(`${at}: no text in its original language ${original}`);
    for (const locale of locales) {
      const text = item.translations[locale];
      if (!text) continue;
      if (!text.title.trim() || !text.summary.trim() || !text.body.trim()) problems.push(`${at}: empty ${locale} text`);
      if (locale !== "en" && item.translations.en && text.body === item.translations.en.body) {
        problems.push(`${at}: ${locale} body is identical to English`);
      }
    }
    if (item.country && !/^[A-Z]{2}$/.test(item.country)) problems.push(`${at}: country must be ISO alpha-2`);
    problems.push(...truthProblems(at, item));
    if (type === "EVENT" && item.startsInDays === undefined) problems.push(`${at}: event without startsInDays`);
  }
}

const counts = Object.entries(content)
  .map(([type, items]) => `${type} ${items.length}`)
  .join(", ");
console.log(`Seed content: ${counts}; channels ${channels.length}`);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("No problems found.");
