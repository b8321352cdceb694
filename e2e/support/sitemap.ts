import { expect, type APIRequestContext, type Page } from "@playwright/test";

export type Entry = { loc: string; lastmod: string | null; alternates: Record<string, string> };

/** Parses a sitemap (or sitemap index) with the browser's XML parser; fails on malformed XML. */
async function parseSitemap(page: Page, xml: string) {
  const result = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.getElementsByTagName("parsererror").length)
      return { error: doc.documentElement.textContent ?? "parse error" };
    const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const child = (el: Element, name: string) => el.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null;
    const root = doc.documentElement;
    return {
      root: `${root.namespaceURI} ${root.localName}`,
      parts: [...root.getElementsByTagNameNS(ns, "sitemap")].map((s) => child(s, "loc")!),
      entries: [...root.getElementsByTagNameNS(ns, "url")].map((url) => ({
        loc: child(url, "loc")!,
        lastmod: child(url, "lastmod"),
        alternates: Object.fromEntries(
          [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")]
            .filter((l) => l.getAttribute("rel") === "alternate")
            .map((l) => [l.getAttribute("hreflang")!, l.getAttribute("href")!]),
        ),
      })),
    };
  }, xml);
  if ("error" in result) throw new Error(`malformed sitemap: ${result.error}`);
  return result;
}

/** Every <url> of /sitemap.xml, following the index to its parts when there is one. */
export async function sitemapEntries(page: Page, request: APIRequestContext): Promise<Entry[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const top = await parseSitemap(page, await response.text());
  const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
  if (top.root === `${ns} urlset`) return top.entries;
  expect(top.root).toBe(`${ns} sitemapindex`);
  const entries: Entry[] = [];
  for (const part of top.parts) {
    const { pathname, search } = new URL(part);
    const parsed = await parseSitemap(page, await (await request.get(pathname + search)).text());
    expect(parsed.root).toBe(`${ns} urlset`);
    entries.push(...parsed.entries);
  }
  return entries;
}
