// What a sample of public pages is made of, rendered from DATABASE_URL's database and printed as one
// JSON document: the newest items of each edition (the home page's lists) and a few articles in
// each language, each with its body rendered to the HTML the page shows. Run as a separate process
// per database (the app's database client is one per process) by the backup and restore drill,
// which compares the bytes: `tsx --import ./scripts/server-only-hooks.mjs tests/support/render-sample.ts`.
import { readArticle } from "../../lib/content/article";
import { findLatest } from "../../lib/content/latest";
import { renderMarkdown } from "../../lib/markdown";

const locales = ["en", "es", "fr", "pt"] as const;

async function main() {
  const pages: Record<string, unknown> = {};
  for (const locale of locales)
    pages[`/${locale}`] = await findLatest({
      locale,
      types: ["NEWS", "PUBLIC_HEALTH", "SCIENTIFIC_LIBRARY", "VIDEO", "EVENT", "RESOURCE", "PRODUCT"],
      limit: 12,
    });
  // The newest items of every type, and the first few of them by address, opened in each language.
  const sample = ((pages["/en"] ?? []) as Awaited<ReturnType<typeof findLatest>>)
    .toSorted((a, b) => a.slug.localeCompare(b.slug))
    .slice(0, 4);
  for (const item of sample)
    for (const locale of locales) {
      const article = await readArticle(item.type, item.category, item.slug, locale, { signedIn: false });
      pages[`/${locale}/${item.type}/${item.category}/${item.slug}`] = article && {
        ...article,
        html: article.body === null ? null : renderMarkdown(article.body),
      };
    }
  process.stdout.write(JSON.stringify(pages), () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
