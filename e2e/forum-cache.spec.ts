import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { messages } from "./support/pages";
import { createComment, createMember, createPost, signInAs, sql, type Member } from "./support/community-db";

// Visitors read the forum from the cache (lib/forum/cached-route.ts): its list, each category and
// each thread through internal routes, expired by every forum write (lib/forum/expire.ts). Members
// keep their per-request pages.
const en = messages.en;
const weekOld = () => new Date(Date.now() - 7 * 86_400_000);
const unique = () => Math.random().toString(36).slice(2, 8);
const publicCache = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

// A returning visitor per request: only the language cookie of the path's edition, as a reader who
// has been here sends it (a first visit's answer sets that cookie, and an answer that sets a cookie
// is never a shared one: server/shared-cache.mjs).
async function visit(request: APIRequestContext, path: string) {
  const locale = /^\/(es|fr|pt)(\/|$|\?)/.exec(path)?.[1] ?? "en";
  const response = await request.get(path, { headers: { cookie: `NEXT_LOCALE=${locale}` }, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

// Posts and comments written here in SQL, not through the forum's actions: expire the cached forum
// pages as those do (lib/forum/expire.ts, lib/cache/expire.ts), or a list cached earlier would not show them.
async function expireForum() {
  const tag = "_N_T_/[locale]/(community)/forum/layout";
  const now = Date.now();
  await sql(
    `INSERT INTO "NextCacheTag" (tag, stale, expired, "updatedAt") VALUES ($1, NULL, $2::bigint, now())
     ON CONFLICT (tag) DO UPDATE SET expired = GREATEST("NextCacheTag".expired, EXCLUDED.expired), "updatedAt" = now()`,
    [tag, now],
  );
  await sql(`SELECT pg_notify('next_cache_tags', $1)`, [JSON.stringify([[tag, null, now]])]);
}

async function memberContext(browser: Browser, baseURL: string, member: Member) {
  const context = await browser.newContext();
  await signInAs(context, member, baseURL);
  return context;
}

test("a visitor's forum list, category and thread are cached pages without anything of a member", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const author = await createMember({ createdAt: weekOld() });
  const title = `Cached thread ${unique()}`;
  const id = await createPost(author.id, { title, category: "LONG_COVID" });
  await createComment(id, author.id, "A visible comment");
  await expireForum();
  // A member has been reading the same pages: nothing of theirs may reach a visitor's copy.
  const reader = await createMember({ createdAt: weekOld() });
  const context = await memberContext(browser, baseURL!, reader);
  for (const path of ["/es/forum", "/es/forum?category=long-covid", `/es/forum/posts/${id}`]) {
    const response = await context.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(await response.text(), path).toContain(reader.username!);
  }
  await context.close();

  const request = await playwright.request.newContext({ baseURL });
  for (const path of ["/es/forum", "/es/forum?category=long-covid&page=1", `/es/forum/posts/${id}`]) {
    const answer = await visit(request, path);
    expect(answer.status, path).toBe(200);
    expect(answer.headers["cache-control"], path).toBe(publicCache);
    // The policy of a cached page: no per-request nonce.
    expect(answer.headers["content-security-policy"], path).not.toContain("nonce-");
    expect(answer.body, path).toContain(title);
    expect(answer.body, path).not.toContain(reader.username!);
    expect(answer.body, path).toContain(messages.es.UserMenu.signIn);
  }
  expect((await visit(request, `/es/forum/posts/${id}`)).body).toContain("A visible comment");
  await request.dispose();
});

test("a member's new comment is on the visitor's cached thread within two seconds", async ({
  page,
  baseURL,
  playwright,
}) => {
  const author = await createMember({ createdAt: weekOld() });
  const id = await createPost(author.id, { title: `Fresh comments ${unique()}` });
  const request = await playwright.request.newContext({ baseURL });
  const text = `Just now ${unique()}`;
  // The visitor's copy is made, and served from the cache.
  expect((await visit(request, `/fr/forum/posts/${id}`)).body).not.toContain(text);
  expect((await visit(request, "/fr/forum")).headers["cache-control"]).toBe(publicCache);

  const commenter = await createMember({ createdAt: weekOld() });
  await signInAs(page.context(), commenter, baseURL!);
  await page.goto(`/fr/forum/posts/${id}`);
  const fr = messages.fr.Comments;
  await page.getByLabel(fr.yourComment).fill(text);
  await page.getByRole("button", { name: fr.submit }).click();
  await expect(page.getByText(fr.added)).toBeVisible();
  const added = Date.now();
  await expect
    .poll(async () => (await visit(request, `/fr/forum/posts/${id}`)).body, { timeout: 2_000 })
    .toContain(text);
  expect(Date.now() - added).toBeLessThan(2_000);
  // The list's comment count follows too (the same expiry).
  const list = await visit(request, "/fr/forum");
  expect(list.headers["cache-control"]).toBe(publicCache);
  await request.dispose();
});

test("a post a moderator hides or deletes is gone from the visitors' cached list and thread", async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.slow();
  const [author, reporter, moderator] = await Promise.all([
    createMember({ createdAt: weekOld() }),
    createMember({ createdAt: weekOld() }),
    createMember({ role: "MODERATOR", createdAt: weekOld() }),
  ]);
  const hidden = { title: `To be hidden ${unique()}` };
  const deleted = { title: `To be deleted ${unique()}` };
  const ids = [await createPost(author.id, hidden), await createPost(author.id, deleted)];
  for (const id of ids)
    await sql(
      `INSERT INTO "Report" (id, "reporterId", "targetType", "targetId", reason) VALUES ($1, $2, 'POST', $3, 'Spam')`,
      [randomUUID(), reporter.id, id],
    );
  await expireForum();
  const request = await playwright.request.newContext({ baseURL });
  for (const id of ids) expect((await visit(request, `/fr/forum/posts/${id}`)).status).toBe(200);
  // The expiry written in SQL reaches the server as a forum write's does, within its page memory's second.
  await expect.poll(async () => (await visit(request, "/fr/forum")).body, { timeout: 5_000 }).toContain(hidden.title);
  expect((await visit(request, "/fr/forum")).body).toContain(deleted.title);

  const context = await memberContext(browser, baseURL!, moderator);
  const mod = await context.newPage();
  await mod.goto("/en/moderation");
  await mod
    .getByRole("listitem")
    .filter({ hasText: hidden.title })
    .getByRole("button", { name: en.ModerationQueue.hide })
    .click();
  await expect(mod.getByText(en.ModerationQueue.hideDone)).toBeVisible();
  await mod
    .getByRole("listitem")
    .filter({ hasText: deleted.title })
    .getByRole("button", { name: en.ModerationQueue.delete })
    .click();
  await expect(mod.getByText(en.ModerationQueue.deleteDone)).toBeVisible();
  await context.close();

  for (const id of ids) expect((await visit(request, `/fr/forum/posts/${id}`)).status).toBe(404);
  const after = (await visit(request, "/fr/forum")).body;
  expect(after).not.toContain(hidden.title);
  expect(after).not.toContain(deleted.title);
  await request.dispose();
});

test("a page past the end, an unknown thread and the internal addresses are the 404", async ({
  playwright,
  baseURL,
}) => {
  const author = await createMember({ createdAt: weekOld() });
  const title = `Internal ${unique()}`;
  const id = await createPost(author.id, { title });
  const request = await playwright.request.newContext({ baseURL });
  for (const path of [
    "/fr/forum?page=9999",
    `/fr/forum/posts/${id}?page=2`,
    `/fr/forum/posts/${randomUUID()}`,
    "/fr/forum/_page/all/1",
    "/es/forum/_page/long-covid/1",
    `/fr/forum/posts/${id}/_page/1`,
    "/forum/_page/all/1",
  ]) {
    const answer = await visit(request, path);
    expect(answer.status, path).toBe(404);
    // The internal addresses show nothing of the thread (a page past its end has its title in <title>).
    if (path.includes("_page")) expect(answer.body, path).not.toContain(title);
  }
  // The same for a member.
  const member = await request.get(`/fr/forum/posts/${id}/_page/1`, {
    headers: { cookie: "next-auth.session-token=anything" },
  });
  expect(member.status()).toBe(404);
  await request.dispose();
});
