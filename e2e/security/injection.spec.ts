import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { createMember, signInAs, sql } from "../support/members";

// SQL-injection and path-traversal strings in every search parameter of every page that reads one
// and in every route segment. The answer is a normal page or a 404 (a 4xx for APIs), never a 5xx;
// nothing leaks from the file system; and the database still holds its rows afterwards.
const sqlStrings = [
  "' OR 1=1--",
  "' OR '1'='1",
  '\'; DROP TABLE "User";--',
  '"; DROP TABLE "Article"; --',
  '1\' UNION SELECT email, "passwordHash" FROM "User"--',
  "1) OR (1=1",
  "%27",
  "%27%20OR%201%3D1--",
  "\u2019 OR \u20181\u2019=\u20181",
  "\uFF07 OR 1=1--",
  "\\",
  "\\'",
  "%00",
  "\u0000",
  "a\u0000b",
  "$1",
  "'||pg_sleep(0)||'",
  "x".repeat(5000),
  "%".repeat(300),
  "-1",
  "99999999999999999999",
  "NaN",
];
const traversalStrings = [
  "../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e/%2e%2e/etc/passwd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "....//....//etc/passwd",
  "..\\..\\etc\\passwd",
  "..%5c..%5cetc%5cpasswd",
  "%252e%252e%252fetc%252fpasswd",
  "/etc/passwd",
  "file:///etc/passwd",
  "..%c0%af..%c0%afetc%c0%afpasswd",
];
const strings = [...sqlStrings, ...traversalStrings];

// Each string goes once percent-encoded (what a form or link produces) and, when it is already
// URL-shaped, once as written (so "%2e%2e/" and "..%2f" reach the server's own decoding; a raw
// backslash would make the URL a different host, so those go encoded only).
// (A leading "/" as written would turn "//etc/passwd" into a host name for the HTTP client.)
const rawOk = (s: string) => /^[\x21-\x7e]+$/.test(s) && !/[#?&\\]/.test(s) && !s.startsWith("/");
const encodings = (s: string) => [encodeURIComponent(s), ...(rawOk(s) && encodeURIComponent(s) !== s ? [s] : [])];
const values = [...new Set(strings.flatMap(encodings))];

// Rendering a page costs far more than answering a 404, so each search parameter gets the core
// strings plus the next few of the rest in rotation (every value reaches several pages); each
// route segment gets them all.
const core = [
  encodeURIComponent("' OR 1=1--"),
  encodeURIComponent('\'; DROP TABLE "User";--'),
  "%27",
  encodeURIComponent("\u0000"),
  "..%2f..%2fetc%2fpasswd",
];
const others = values.filter((v) => !core.includes(v));
let rotation = 0;
const someValues = (n: number) => [...core, ...Array.from({ length: n }, () => others[rotation++ % others.length]!)];

// Rows the attacks would destroy or rewrite, counted before and after: the published content, the
// seeded forum posts and comments, and the users (other specs running at the same time only add
// users, so their count may grow but never shrink).
const counts = {
  Article: `SELECT count(*) AS n FROM "Article"`,
  ArticleTranslation: `SELECT count(*) AS n FROM "ArticleTranslation"`,
  Category: `SELECT count(*) AS n FROM "Category"`,
  Tag: `SELECT count(*) AS n FROM "Tag"`,
  Source: `SELECT count(*) AS n FROM "Source"`,
  seededPosts: `SELECT count(*) AS n FROM "ForumPost" WHERE id LIKE 'seed-%'`,
  seededComments: `SELECT count(*) AS n FROM "ForumComment" WHERE "postId" LIKE 'seed-%'`,
};
const countRows = async () =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(counts).map(async ([k, q]) => [k, Number((await sql<{ n: string }>(q))[0]!.n)] as const),
    ),
  );
const countUsers = async () => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM "User"`))[0]!.n);

type Target = { path: string; api?: boolean; as?: "member" | "moderator" };

function queryTargets(): Target[] {
  const pages: Array<[string, string[], Target["as"]?]> = [
    ["/search", ["q", "page", "type", "tag", "source", "language", "brand", "isEventFree", "onlineOnly"]],
    ["/es/search", ["q", "page"]],
    ["/directory", ["category", "country", "city", "kind", "language", "source", "page"]],
    ["/fr/directory", ["city", "page"]],
    ["/forum", ["category", "page"]],
    ["/forum/search", ["q", "page"]],
    ["/pt/forum/search", ["q"]],
    ["/forum/posts/seed-forum-welcome", ["page"]],
    ["/news", ["page"]],
    ["/news/research", ["page"]],
    ["/tag/masks", ["page"]],
    ["/auth/sign-in", ["callbackUrl"]],
    ["/auth/sign-up", ["callbackUrl"]],
    ["/auth/magic-link", ["callbackUrl", "email"]],
    ["/auth/need-login", ["callbackUrl"]],
    ["/auth/reset-password", ["email"]],
    ["/auth/confirm", ["token", "state"]],
    ["/auth/update-password", ["token"]],
    ["/user/account", ["tab", "needUsername", "callbackUrl"], "member"],
    ["/user/bookmarks", ["page"], "member"],
    ["/moderation/inbox", ["status"], "moderator"],
  ];
  const targets: Target[] = [];
  for (const [path, params, as] of pages) {
    for (const p of params) for (const v of someValues(4)) targets.push({ path: `${path}?${p}=${v}`, as });
  }
  for (const v of values) {
    targets.push({ path: `/api/reviews?productId=${v}&page=${v}`, api: true });
    targets.push({ path: `/api/reviews/mine?productId=${v}`, api: true, as: "member" });
    targets.push({ path: `/api/articles/seed/body?locale=${v}`, api: true, as: "member" });
  }
  return targets;
}

function segmentTargets(): Target[] {
  const targets: Target[] = [];
  for (const v of values) {
    targets.push(
      { path: `/${v}` },
      { path: `/${v}/forum` },
      { path: `/es/${v}` },
      { path: `/news/${v}` },
      { path: `/${v}/${v}` },
      { path: `/products/masks/${v}` },
      { path: `/pt/products/${v}/${v}` },
      { path: `/${v}/masks/kf94-mask` },
      { path: `/tag/${v}` },
      { path: `/fr/tag/${v}` },
      { path: `/legal/${v}` },
      { path: `/es/legal/${v}` },
      { path: `/forum/posts/${v}` },
      { path: `/fr/forum/posts/${v}` },
      { path: `/api/articles/${v}/body`, api: true, as: "member" },
      { path: `/api/articles/${v}/body`, api: true },
    );
  }
  return targets;
}

async function sessionCookie(browser: import("@playwright/test").Browser, baseURL: string, role: "USER" | "MODERATOR") {
  const member = await createMember({ role, createdAt: new Date(Date.now() - 7 * 86_400_000) });
  const context = await browser.newContext();
  await signInAs(context, member, baseURL);
  const [cookie] = await context.cookies();
  await context.close();
  return `${cookie!.name}=${cookie!.value}`;
}

/** Requests every target (a few at a time) and returns what was wrong with the answers. */
async function probe(targets: Target[], clients: Record<"visitor" | "member" | "moderator", APIRequestContext>) {
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++]!;
      const client = clients[target.as ?? "visitor"];
      let status: number;
      let body: string;
      try {
        // A kept-alive connection the server has just closed resets once; that is no answer.
        const get = () => client.get(target.path, { maxRedirects: 5 });
        const response = await get().catch((error: unknown) =>
          String(error).includes("ECONNRESET") ? get() : Promise.reject(error),
        );
        status = response.status();
        body = await response.text();
      } catch (error) {
        problems.push(`${target.path.slice(0, 120)}: ${String(error).slice(0, 200)}`);
        continue;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const where = `${target.as ?? "visitor"} ${target.path.slice(0, 140)}`;
      if (status >= 500) problems.push(`${status} for ${where}`);
      else if (target.api ? status >= 300 && status < 400 : status !== 200 && status !== 404)
        problems.push(`${status} for ${where}`);
      else if (!target.api && !body.includes("</html>")) problems.push(`not a page (${status}) for ${where}`);
      if (body.includes("root:x:0:0") || body.includes("[boot loader]"))
        problems.push(`file contents leaked for ${where}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { problems, statuses };
}

test.describe("injection strings", () => {
  let clients: Record<"visitor" | "member" | "moderator", APIRequestContext>;
  let before: Record<string, number>;
  let users: number;

  test.beforeAll(async ({ browser, baseURL }) => {
    const make = async (cookie?: string) =>
      playwrightRequest.newContext({ baseURL, extraHTTPHeaders: cookie ? { cookie } : {} });
    clients = {
      visitor: await make(),
      member: await make(await sessionCookie(browser, baseURL!, "USER")),
      moderator: await make(await sessionCookie(browser, baseURL!, "MODERATOR")),
    };
    before = await countRows();
    users = await countUsers();
  });

  test.afterAll(async () => {
    await Promise.all(Object.values(clients).map((c) => c.dispose()));
  });

  for (const [name, targets] of [
    ["search parameters", queryTargets],
    ["route segments", segmentTargets],
  ] as const) {
    test(`in ${name}: a normal page or a 404, never a 5xx; the rows stay`, async () => {
      test.setTimeout(240_000);
      const list = targets();
      const started = Date.now();
      const { problems, statuses } = await probe(list, clients);
      const summary = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(", ");
      console.log(
        `injection (${name}): ${list.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; ${summary}`,
      );
      if (problems.length) console.log(problems.join("\n"));
      expect(problems.slice(0, 30), `${problems.length} problems`).toEqual([]);
      // The strings reached the pages: parameters render normal pages, unknown segments the 404 page.
      expect(statuses.get(name === "search parameters" ? 200 : 404) ?? 0).toBeGreaterThan(0);
      expect(await countRows()).toEqual(before);
      expect(await countUsers()).toBeGreaterThanOrEqual(users);
      expect(before.Article).toBeGreaterThan(0);
    });
  }
});
