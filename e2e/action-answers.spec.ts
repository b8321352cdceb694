import { expect, test, type Page, type Response } from "@playwright/test";
import { messages, reviewForm } from "./support/pages";
import { createMember, createPost, signInAs } from "./support/community-db";
import { sessionCookieFor, sqlOne } from "./support/members";

// What a member's write answers (docs/decisions.md, "Writes under load"): the action's result, not the page
// rendered again into it. Next renders the page into an action's answer when the action revalidates
// a path or a tag, or when a cookie changes during it (the proxy's language cookie included); the
// forms refresh what they show themselves, so such an answer was a second render of every write.

const es = messages.es;
const en = messages.en;

/** The answer of the next server action the page sends. */
const nextActionAnswer = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === "POST" && Boolean(r.request().headers()["next-action"]));

async function expectResultOnly(answer: Response) {
  expect(answer.status()).toBe(200);
  // "x-action-revalidated" tells the browser's router to drop its caches and take the page in the body.
  expect(answer.headers()["x-action-revalidated"] ?? "0").toBe("0");
  // What came over the wire (the body itself may be gone once the router has read its stream).
  const { responseBodySize } = await answer.request().sizes();
  expect(responseBodySize).toBeLessThan(2_000); // a page is 35 kB and more (8 kB and more in gzip)
}

async function spanishArticle() {
  return sqlOne<{ id: string; path: string }>(
    `SELECT a.id, '/es/news/' || c.slug || '/' || a.slug AS path FROM "Article" a JOIN "Category" c ON c.id = a."categoryId"
     WHERE a.type = 'NEWS' AND a."accessLevel" = 'FREE' AND a."publishedAt" <= now()
       AND EXISTS (SELECT 1 FROM "ArticleTranslation" t WHERE t."articleId" = a.id) -- published (lib/content/published.ts)
     ORDER BY a.slug LIMIT 1`,
  );
}

test("a bookmark answers with its result only, even from a browser that sends no Fetch Metadata", async ({
  page,
  baseURL,
  playwright,
}) => {
  const member = await createMember();
  await signInAs(page.context(), member, baseURL!);
  const article = await spanishArticle();
  await page.goto(article.path);
  const answered = nextActionAnswer(page);
  await page.getByRole("button", { name: es.Bookmark.add }).click();
  const answer = await answered;
  await expectResultOnly(answer);
  await expect(page.getByRole("button", { name: es.Bookmark.remove })).toHaveAttribute("aria-pressed", "true");

  // The same request as Safari before 16.4 sends it (no Sec-Fetch-Dest), without a language cookie
  // and an English Accept-Language on a Spanish page: next-intl would set NEXT_LOCALE on it.
  const request = answer.request();
  const { value } = await sessionCookieFor(member);
  const client = await playwright.request.newContext({ baseURL });
  const english = { "accept-language": "en-US,en;q=0.9", cookie: `next-auth.session-token=${value}` };
  // A page request with these headers does get the cookie: the replay below is a request it would be set on.
  // (From a context of its own, whose cookie jar the replay does not share.)
  const reader = await playwright.request.newContext({ baseURL });
  const document = await reader.get(article.path, { headers: english });
  expect(document.headers()["set-cookie"] ?? "").toContain("NEXT_LOCALE=es");
  await reader.dispose();
  const replay = await client.post(article.path, {
    headers: {
      accept: "text/x-component",
      "content-type": "text/plain;charset=UTF-8",
      "next-action": request.headers()["next-action"]!,
      origin: baseURL!,
      ...english,
    },
    data: JSON.stringify([{ articleId: article.id, bookmarked: false }]),
  });
  expect(replay.status()).toBe(200);
  expect(replay.headers()["set-cookie"] ?? "").not.toContain("NEXT_LOCALE");
  expect(replay.headers()["x-action-revalidated"] ?? "0").toBe("0");
  const body = await replay.text();
  expect(body).toContain('"ok":true');
  expect(body.length).toBeLessThan(2_000);
  await client.dispose();
});

test("a review answers with its result only, and the product's cached page shows it to visitors", async ({
  page,
  baseURL,
  browser,
}) => {
  const member = await createMember({ createdAt: new Date(Date.now() - 7 * 86_400_000) });
  await signInAs(page.context(), member, baseURL!);
  const text = `Sealed well on a long flight ${Date.now()}`;
  await page.goto("/products/masks/kf94-mask");
  const form = await reviewForm(page, en.Reviews.addTitle);
  await form.getByLabel("5 stars").check();
  await form.getByLabel(en.Reviews.text).fill(text);
  const answered = nextActionAnswer(page);
  await form.getByRole("button", { name: en.Reviews.submit }).click();
  await expectResultOnly(await answered);
  await expect(page.getByText(en.Reviews.added)).toBeVisible();

  // Expired by tag in every process (lib/cache/expire.ts): a visitor's next request renders it again.
  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto("/products/masks/kf94-mask");
    await expect(visitor.getByRole("listitem").filter({ hasText: text })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await visitor.close();
});

test("a comment answers with its result only, and the page then shows it", async ({ page, baseURL }) => {
  const member = await createMember();
  const postId = await createPost(member.id, { title: `Answers ${Date.now()}` });
  await signInAs(page.context(), member, baseURL!);
  await page.goto(`/forum/posts/${postId}`);
  await page.getByLabel(en.Comments.yourComment).fill("A comment whose answer is small");
  const answered = nextActionAnswer(page);
  await page.getByRole("button", { name: en.Comments.submit }).click();
  await expectResultOnly(await answered);
  await expect(page.getByText("A comment whose answer is small")).toBeVisible();
});
