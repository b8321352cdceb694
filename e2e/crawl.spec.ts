import { expect, test } from "@playwright/test";
import { splitLocale } from "../lib/i18n/paths";
import { regions } from "../lib/i18n/routing";
import { locales, localized, messages } from "./support/pages";
import { createMember, sessionCookieFor, sqlOne } from "./support/members";

// Every page a newcomer can reach by following links from the four home pages, as a visitor and as
// a member who has not chosen a username yet (the member variants of the cached pages, the forum,
// the account pages), and the staff pages as an admin: each answers 200 in the language of its path,
// and its HTML never shows a raw message key or a value that was not there ("undefined", "NaN",
// "Invalid Date", "[object Object]").
// Read over HTTP, not rendered, so a few hundred pages cost seconds; what the browser adds is checked
// by the other specs (axe among them).

const perSection = 4; // pages per section (the first three segments of a path): a sample of each list
const limit = 400;
const namespaces = Object.keys(messages.en).join("|");
// next-intl shows a missing message as its key, "Namespace.key".
const rawKey = new RegExp(`\\b(?:${namespaces})\\.[A-Za-z0-9_.]+\\b`, "g");
const junk = /\b(?:undefined|NaN|Invalid Date)\b|\[object Object\]/g;

/** The text a reader sees in `html`: without scripts, styles and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ");
}

function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/gi)]
    .map((match) => (match[1] ?? "").replaceAll("&amp;", "&").replace(/#.*/, ""))
    .filter((href) => href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/api/"))
    .filter((href) => !/\.[a-z0-9]+$/i.test(href.replace(/\?.*/, ""))); // feeds, the sitemap, files
}

/** What is wrong with a page read at `path` (answered from `url`): its language, whose it is, its text. */
function pageProblems(path: string, url: string, html: string, expectedText?: string): string[] {
  const problems: string[] = [];
  const lang = html.match(/<html[^>]*\blang="([^"]+)"/)?.[1];
  if (lang !== regions[splitLocale(new URL(url).pathname).locale]) problems.push(`${path}: lang ${lang}`);
  if (expectedText && !html.includes(expectedText)) problems.push(`${path}: not the member's page`);
  const text = visibleText(html);
  for (const found of new Set([...(text.match(rawKey) ?? []), ...(text.match(junk) ?? [])])) {
    problems.push(`${path}: "${found}"`);
  }
  return problems;
}

type Crawl = {
  headers?: Record<string, string>;
  /** Text every page must hold: the member's username (or name, without one), in every page's header. */
  expectedText?: string;
  /** Where to start: by default the four home pages. */
  seeds?: string[];
  /** Only links whose path matches are followed. */
  within?: RegExp;
};

// Plain fetch, with no cookie jar: the language cookie a page sets must not decide the next page's
// language, as it would for a reader who switched.
async function crawl(baseURL: string, { headers = {}, expectedText, seeds, within }: Crawl = {}) {
  const queue = seeds ?? locales.map((l) => localized(l));
  const linkedFrom = new Map<string, string>();
  const seen = new Set<string>();
  const sections = new Map<string, number>();
  const problems: string[] = [];
  while (queue.length && seen.size < limit) {
    const batch: string[] = [];
    while (queue.length && batch.length < 4) {
      const path = queue.shift()!;
      const section = path.replace(/\?.*/, "").split("/").slice(0, 4).join("/");
      if (seen.has(path) || (sections.get(section) ?? 0) >= perSection) continue;
      sections.set(section, (sections.get(section) ?? 0) + 1);
      seen.add(path);
      batch.push(path);
    }
    await Promise.all(
      batch.map(async (path) => {
        const response = await fetch(new URL(path, baseURL), { headers });
        if (response.status !== 200) {
          // Other tests run beside this one: an item deleted or unpublished since its link was read
          // is gone from the page that linked it too, and is not a broken link.
          const from = linkedFrom.get(path);
          const still = from && (await (await fetch(new URL(from, baseURL), { headers })).text());
          if (!from || (still && linksOf(still).includes(path))) problems.push(`${path}: ${response.status}`);
          return;
        }
        const html = await response.text();
        problems.push(...pageProblems(path, response.url, html, expectedText));
        for (const link of linksOf(html)) {
          if (seen.has(link) || (within && !within.test(link))) continue;
          if (!linkedFrom.has(link)) linkedFrom.set(link, path);
          queue.push(link);
        }
      }),
    );
  }
  test.info().annotations.push({ type: "pages read", description: String(seen.size) });
  return { problems, seen };
}

test.describe("every page a newcomer can reach", () => {
  test.describe.configure({ timeout: 180_000 });

  test("as a visitor", async ({ baseURL }) => {
    const { problems, seen } = await crawl(baseURL!);
    expect(problems).toEqual([]);
    // The four languages' sections, lists and items, the forum, legal pages, sign-in screens.
    expect(seen.size).toBeGreaterThan(150);
  });

  test("as a member without a username", async ({ baseURL }) => {
    const member = await createMember({ username: null });
    const { value } = await sessionCookieFor(member);
    const { problems, seen } = await crawl(baseURL!, {
      headers: { cookie: `next-auth.session-token=${value}` },
      expectedText: member.name,
    });
    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThan(150);
    // The member's own pages were among them, and they were the member's.
    expect([...seen].some((path) => /\/user\/account$/.test(path))).toBe(true);
  });

  test("as an admin: the newsroom, the inbox and the roles page", async ({ baseURL }) => {
    // Staff pages are reached by address, not from the header: the crawl starts there and stays there
    // (the public pages are the member's test's).
    const staff = locales.flatMap((l) => ["/editor", "/moderation/inbox", "/admin/roles"].map((p) => localized(l, p)));
    const admin = await createMember({ role: "ADMIN" });
    const { value } = await sessionCookieFor(admin);
    const { problems, seen } = await crawl(baseURL!, {
      headers: { cookie: `next-auth.session-token=${value}` },
      expectedText: admin.username!,
      seeds: staff,
      within: /^(\/[a-z]{2})?\/(editor|moderation|admin)\b/,
    });
    expect(problems).toEqual([]);
    // An item in the editor, in more than one language, was among them.
    expect([...seen].filter((path) => /\/editor\/[^/]+\/[a-z]{2}$/.test(path)).length).toBeGreaterThan(1);
  });

  test("a visitor, and each role without a username, at the member and staff pages", async ({ baseURL }) => {
    // Staff are members too, and may not have chosen a username either: every page of theirs must
    // still answer (the staff pages name members by e-mail), and the pages of other roles stay 404.
    const member = ["/user/account", "/user/bookmarks", "/forum/my-posts", "/chat", "/directory"].concat(
      ["preferences", "security", "sessions", "data"].map((tab) => `/user/account?tab=${tab}`),
    );
    // A seeded item of the newsroom (one no test deletes) and its English text, as an editor opens them.
    const { id } = await sqlOne<{ id: string }>(`SELECT id FROM "Article" WHERE slug = 'kf94-mask'`);
    const editors = ["EDITOR", "ADMIN"] as const;
    const staff: Record<string, readonly string[]> = {
      "/moderation": ["MODERATOR", "ADMIN"],
      "/moderation/inbox": ["MODERATOR", "EDITOR", "ADMIN"],
      "/editor": editors,
      "/editor/new": editors,
      [`/editor/${id}`]: editors,
      [`/editor/${id}/en`]: editors,
      "/admin/roles": ["ADMIN"],
    };
    const problems: string[] = [];
    // A visitor is sent to sign in from each of them, and back.
    await Promise.all(
      [...member, ...Object.keys(staff)].flatMap((path) =>
        locales.map(async (l) => {
          const response = await fetch(new URL(localized(l, path), baseURL), { redirect: "manual" });
          const to = new URL(response.headers.get("location") ?? "/", baseURL);
          if (response.status !== 307 || !/\/auth\/need-login$/.test(to.pathname))
            problems.push(`visitor ${localized(l, path)}: ${response.status} to ${to.pathname}`);
          else if (to.searchParams.get("callbackUrl") !== localized(l, path))
            problems.push(`visitor ${localized(l, path)}: back to ${to.searchParams.get("callbackUrl")}`);
        }),
      ),
    );
    for (const role of ["USER", "MODERATOR", "EDITOR", "ADMIN"] as const) {
      const someone = await createMember({ username: null, role });
      const headers = { cookie: `next-auth.session-token=${(await sessionCookieFor(someone)).value}` };
      const pages = [...member, ...Object.keys(staff)].flatMap((path) => locales.map((l) => localized(l, path)));
      await Promise.all(
        pages.map(async (path) => {
          const response = await fetch(new URL(path, baseURL), { headers, redirect: "manual" });
          const html = await response.text();
          const allowed = staff[splitLocale(path.replace(/\?.*/, "")).path] ?? [role];
          const expected = allowed.includes(role) ? 200 : 404;
          if (response.status !== expected) problems.push(`${role} ${path}: ${response.status}, not ${expected}`);
          else problems.push(...pageProblems(`${role} ${path}`, new URL(path, baseURL).href, html, someone.name));
        }),
      );
    }
    expect(problems).toEqual([]);
  });
});
