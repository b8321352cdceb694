// What /sitemap.xml answers: one sitemap while the site fits in one file, else a sitemap index of
// numbered parts (/sitemap.xml?part=1, ?part=2, ...). Parts stay at the site root because a
// sitemap may only list URLs below its own directory.
import { buildSitemapIndex, buildUrlset, type SitemapPage } from "./sitemap-xml";

/** Where the pages come from, in a stable order: how many there are, and a slice of them. */
export type SitemapSource = {
  count: () => Promise<number>;
  list: (offset: number, limit: number) => Promise<SitemapPage[]>;
};

// Each page is listed once per language (4 URLs), so a part holds 10,000 URLs: well under the
// protocol's 50,000 URLs and 50 MB per file, and small enough to cache as rows.
export const PAGES_PER_SITEMAP = 2_500;

type Options = { origin: string; part?: number; size?: number };

/** The sitemap or sitemap index XML, or null when `part` does not exist. */
export async function renderSitemap(
  source: SitemapSource,
  { origin, part, size = PAGES_PER_SITEMAP }: Options,
): Promise<string | null> {
  const parts = Math.max(1, Math.ceil((await source.count()) / size));
  if (part === undefined && parts > 1) {
    return buildSitemapIndex(Array.from({ length: parts }, (_, i) => `${origin}/sitemap.xml?part=${i + 1}`));
  }
  const n = part ?? 1;
  if (n < 1 || n > parts) return null;
  return buildUrlset(await source.list((n - 1) * size, size), origin);
}
