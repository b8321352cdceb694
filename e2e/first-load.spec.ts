import { expect, test, type Page } from "@playwright/test";
import { messages } from "./support/pages";

// What a page's first scripts carry (kept small for slow phones; `npm run bench -- --only js` measures their size). The
// production build's chunks are Turbopack's: a list of module ids, each followed by its factory.

const article = "/news/research/what-wastewater-surveillance-tells-us";
const product = "/products/masks/kf94-mask";

/** Every module id a script defines: `,522016,(e,t,r)=>{` or `,40836,e=>{` in a chunk's list. */
const moduleIds = (code: string) =>
  [...code.matchAll(/[,[](\d{2,}),(?:[a-z]|\([a-z],[a-z],[a-z]\))=>\{/g)].map((m) => String(m[1]));

/**
 * The code of the scripts the page's HTML names: the chunks its route's structure decides. Chunks
 * loaded by an `import()` (Sentry's SDK, started at once when a DSN is set) are Turbopack's async
 * chunks, which cannot count on the page's modules being there and may repeat a few small ones.
 */
async function firstScripts(page: Page, path: string) {
  const response = await page.goto(path);
  const html = (await response?.text()) ?? "";
  const urls = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(String(m[1]), page.url()).href);
  return Promise.all(urls.map(async (url) => ({ url, code: await (await page.request.get(url)).text() })));
}

for (const path of ["/", "/news", article, "/forum", product]) {
  test(`no module comes twice in the first scripts of ${path}`, async ({ page }) => {
    const scripts = await firstScripts(page, path);
    expect(scripts.length).toBeGreaterThan(3);
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { url, code } of scripts) {
      for (const id of new Set(moduleIds(code))) {
        const first = seen.get(id);
        if (first) twice.push(`module ${id} in ${first} and ${url}`);
        else seen.set(id, url);
      }
    }
    // The parse found the modules (next/link alone is five of them).
    expect(seen.size).toBeGreaterThan(100);
    expect(twice).toEqual([]);
  });
}

test("an article never downloads the reviews' code; a product page downloads it", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  const reviewsCode = async () => (await Promise.all(bodies)).some((code) => code.includes('["ReviewsClient"'));

  await page.goto(article);
  await page.waitForLoadState("networkidle");
  expect(await reviewsCode()).toBe(false);

  await page.goto(product);
  await expect(page.getByRole("heading", { name: messages.en.Reviews.title })).toBeVisible();
  await expect.poll(reviewsCode).toBe(true);
});
