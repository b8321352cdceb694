import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { locales, localized, messages } from "../support/pages";
import { article } from "../support/articles";
import { sql, sqlOne } from "../support/members";

// The delivery layer against a visitor who chooses the address, the cookies and the pace: internal
// routes are not addresses in any spelling, missing pages are not stored, the language a page is kept
// under is the one it was rendered in, an answer that sets a cookie is nobody else's, and a slow
// client does not hold a connection. Plain fetch: exactly the headers each request names.

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, test.info().project.use.baseURL), { headers, redirect: "manual" });

/** Every spelling of an internal segment ("_member"): encoded, in either case, twice, letter by letter. */
function spellings(segment: string): string[] {
  const [, first, ...rest] = segment;
  const hex = (c: string) => c.charCodeAt(0).toString(16);
  const tail = rest.join("");
  return [
    segment,
    `%5F${first}${tail}`,
    `%5f${first}${tail}`,
    `%255F${first}${tail}`,
    `%255f${first}${tail}`,
    `_%${hex(first!).toUpperCase()}${tail}`,
    `_%${hex(first!)}${tail}`,
    `%5F%${hex(first!).toUpperCase()}${tail}`,
    `%5f%${hex(first!)}${tail}`,
    `%25${hex("_")}%25${hex(first!)}${tail}`,
  ];
}

test("internal route segments are not addresses, in any spelling and any language", async () => {
  const { path: articlePath } = await article("FREE");
  const search = `k${Buffer.from("q=vaccines").toString("base64url")}`;
  // Each internal route (proxy.ts): the member variants, the cached search and category listings.
  const routes = [
    (s: string) => `/${s}`,
    (s: string) => `/${s}/directory`,
    (s: string) => `/${s}/news`,
    (s: string) => `/${s}${articlePath}`,
    (s: string) => `/${s}/legal/terms`,
  ].flatMap((route) => spellings("_member").map(route));
  routes.push(...spellings("_q").map((s) => `/search/${s}/${search}`));
  routes.push(...spellings("_page").map((s) => `/news/research/${s}/1`));
  routes.push(...spellings("_page").map((s) => `/${"_member"}/news/research/${s}/1`));
  // An encoded separator would make one segment two once decoded.
  routes.push("/news%2Fresearch", "/news/research%2F_page%2F1", "/news%5Cresearch", "/%255Fmember%252Fdirectory");

  const answers: string[] = [];
  for (const locale of locales) {
    const paths = routes.map((route) => localized(locale, route));
    for (let i = 0; i < paths.length; i += 10)
      await Promise.all(
        paths.slice(i, i + 10).map(async (path) => {
          const response = await get(path);
          answers.push(`${response.status} ${path}`);
        }),
      );
  }
  expect(answers.filter((a) => !a.startsWith("404 "))).toEqual([]);
  expect(answers).toHaveLength(routes.length * locales.length);
});

test("a signed-out reader never gets the member variant of the members-only directory", async () => {
  const { title } = await sqlOne<{ title: string }>(
    `SELECT t.title FROM "Article" a JOIN "ArticleTranslation" t ON t."articleId" = a.id AND t.locale = 'en'
     WHERE a.type = 'DIRECTORY' ORDER BY a.slug LIMIT 1`,
  );
  for (const cookie of ["", "next-auth.session-token=forged.value.here"])
    for (const path of ["/%5Fmember/directory", "/_%6Dember/directory", "/es/%5fmember/directory"]) {
      const response = await get(path, cookie ? { cookie } : {});
      expect(response.status, `${path} ${cookie}`).toBe(404);
      const html = await response.text();
      expect(html).not.toContain(title);
      expect(html).not.toContain(`>${messages.en.ContentTypes.DIRECTORY.title}</h1>`);
    }
});

test("about 200 missing pages, of every kind and language, leave no stored page behind", async () => {
  const marker = `gone${Date.now().toString(36)}`;
  const base = 2000 + Math.floor(Math.random() * 7000);
  const pages = Array.from({ length: 50 }, (_, i) => base + i);
  const paths = [
    ...pages.map((_, i) => `/news/research/${marker}-${i}`),
    ...pages.map((_, i) => localized(locales[i % locales.length]!, `/${marker}-${i}`)),
    ...pages.map((n) => `/fr/news/research?page=${n}`),
    ...pages.map((_, i) => localized(locales[i % locales.length]!, `/tag/${marker}-${i}`)),
  ];
  const statuses: number[] = [];
  for (let i = 0; i < paths.length; i += 10)
    statuses.push(...(await Promise.all(paths.slice(i, i + 10).map(async (path) => (await get(path)).status))));
  expect(statuses.filter((s) => s !== 404)).toEqual([]);
  // Next writes its cache after answering: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const stored = await sql<{ key: string }>(`SELECT key FROM "NextCacheEntry" WHERE key LIKE $1 OR key ~ $2`, [
    `%${marker}%`,
    `/fr/news/research/_page/(${pages.join("|")})$`,
  ]);
  expect(stored.map((row) => row.key)).toEqual([]);
});

test("two language cookies never give a reader of one language another's page from memory", async () => {
  const french = messages.fr.ContentTypes.NEWS.title;
  for (let round = 0; round < 5; round++) {
    // Next (and so next-intl) reads the last of two cookies of one name: this one is English.
    const english = await get("/news", { cookie: "NEXT_LOCALE=fr; NEXT_LOCALE=en" });
    expect(await english.text()).toContain(`>${messages.en.ContentTypes.NEWS.title}</h1>`);
    const reader = await get("/news", { cookie: "NEXT_LOCALE=fr" });
    expect(reader.status).toBe(307);
    const page = await get(reader.headers.get("location")!, { cookie: "NEXT_LOCALE=fr" });
    expect(await page.text()).toContain(`>${french}</h1>`);
  }
});

test("an answer that sets a cookie is not for a shared cache nor the server's memory; x-middleware headers stay inside", async () => {
  // A first visit to another language than the browser's: next-intl sets the language cookie.
  const first = await get("/es/news");
  expect(first.headers.get("set-cookie")).toContain("NEXT_LOCALE=es");
  expect(first.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
  const again = await get("/es/news");
  expect(again.headers.get("set-cookie")).toContain("NEXT_LOCALE=es");
  expect(again.headers.get("age")).toBeNull();
  // A returning reader (the cookie already says Spanish) gets the cacheable page.
  const returning = await get("/es/news", { cookie: "NEXT_LOCALE=es" });
  expect(returning.headers.get("set-cookie")).toBeNull();
  expect(returning.headers.get("cache-control")).toContain("public");

  // A client that sends no Accept-Language (a crawler, a load tool; fetch sends "*") gets English on an
  // unprefixed page with or without the cookie: none is set, and the server's memory answers it again.
  const bare = () =>
    new Promise<IncomingHttpHeaders>((resolve, reject) =>
      httpGet(new URL("/news", test.info().project.use.baseURL), (response) => {
        response.resume();
        resolve(response.headers);
      }).on("error", reject),
    );
  expect((await bare())["set-cookie"]).toBeUndefined();
  await expect.poll(async () => (await bare()).age).toBeDefined();

  const member = { cookie: "next-auth.session-token=forged.value.here" };
  for (const [path, headers] of [
    ["/es", {}],
    ["/news/research?page=1", {}],
    ["/search?q=vaccines", {}],
    ["/a-page-that-does-not-exist", {}],
    ["/directory", {}],
    ["/news", member],
    ["/forum", {}],
  ] as const) {
    const response = await get(path, headers);
    const leaked = [...response.headers.keys()].filter((name) => name.startsWith("x-middleware-"));
    expect(leaked, path).toEqual([]);
  }
});

test("a client that sends its headers slowly, or nothing at all, is cut off within seconds", async () => {
  const { hostname, port } = new URL(test.info().project.use.baseURL!);
  const closedAfter = (slow: boolean) =>
    new Promise<number>((resolve) => {
      const started = Date.now();
      const socket = net.connect(Number(port), hostname);
      let timer: NodeJS.Timeout | undefined;
      socket.on("connect", () => {
        if (!slow) return;
        socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n`);
        // One header line a second, never the blank line that ends them.
        timer = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 1000);
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(timer);
        resolve((Date.now() - started) / 1000);
      });
      setTimeout(() => socket.destroy(), 40_000).unref();
    });
  const [slow, silent] = await Promise.all([closedAfter(true), closedAfter(false)]);
  // The header time-out is 10 s (lib/security/server-limits.mjs), checked every second.
  expect(slow).toBeLessThan(15);
  expect(silent).toBeLessThan(15);
});
