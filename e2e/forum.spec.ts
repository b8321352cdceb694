import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, messages, signOutThroughMenu } from "./support/pages";
import { count, createComment, createMember, createPost, signInAs, sql } from "./support/community-db";
import { translatorCalls } from "./support/translate-server";

const en = messages.en;
const weekOld = () => new Date(Date.now() - 7 * 86_400_000);
const unique = () => Math.random().toString(36).slice(2, 8);

async function member(page: Page, baseURL: string | undefined, options: Parameters<typeof createMember>[0] = {}) {
  const m = await createMember({ createdAt: weekOld(), ...options });
  await signInAs(page.context(), m, baseURL!);
  return m;
}

test("a post is published through the confirm dialog, and the draft survives a reload", async ({ page, baseURL }) => {
  await member(page, baseURL);
  const title = `Breathing exercises ${unique()}`;
  await page.goto("/forum/new");
  await page.getByLabel(en.ForumPostForm.title).fill(title);
  await page.getByLabel(en.ForumPostForm.category).selectOption({ label: "PPE" });
  await page
    .getByLabel(en.ForumPostForm.contents)
    .fill("What **helps** you?\n\n- walking\n- [a link](https://example.org)");
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByLabel(en.ForumPostForm.title)).toHaveValue(title);

  await page.getByRole("button", { name: en.ForumPostForm.submit }).click();
  const dialog = page.getByRole("dialog", { name: en.ForumPostForm.confirmTitle });
  await expect(dialog).toBeVisible();
  // showModal() moves focus into the dialog and makes the page behind it inert.
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: en.ForumPostForm.confirm }).click();

  await expect(page.getByText(en.ForumPostForm.added)).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page).toHaveURL(/\/forum\/posts\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator(".forum-body strong")).toHaveText("helps");
  await expect(page.getByRole("link", { name: "a link" })).toHaveAttribute("rel", "nofollow ugc noopener");
  await page.goto("/forum?category=products");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("an unpublished draft is the member's own: another member starts empty, and signing out forgets it", async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await page.goto("/forum/new");
  await page.getByLabel(en.ForumPostForm.title).fill("My private worries");
  await page.getByLabel(en.ForumPostForm.contents).fill("Something I have not decided to share.");
  await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain("My private worries");

  // Another member on this computer (the first one's session ended without this page knowing).
  await member(page, baseURL);
  await page.goto("/forum/new");
  await expect(page.getByLabel(en.ForumPostForm.contents)).toBeVisible();
  await expect(page.getByLabel(en.ForumPostForm.title)).toHaveValue("");
  await expect(page.getByLabel(en.ForumPostForm.contents)).toHaveValue("");

  await page.goto("/forum");
  await signOutThroughMenu(page);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain("My private worries");
});

test("the post form shows the spec's validation messages", async ({ page, baseURL }) => {
  await member(page, baseURL);
  await page.goto("/forum/new");
  await page.getByRole("button", { name: en.ForumPostForm.submit }).click();
  await expect(page.getByText(en.Validation.titleRequired)).toBeVisible();
  await expect(page.getByText(en.Validation.postCategoryRequired)).toBeVisible();
  await expect(page.getByText(en.Validation.contentsRequired)).toBeVisible();
  await page.getByLabel(en.ForumPostForm.title).fill("x".repeat(151));
  await page.getByLabel(en.ForumPostForm.contents).fill("   ");
  await page.getByRole("button", { name: en.ForumPostForm.submit }).click();
  await expect(page.getByText(en.Validation.titleTooLong)).toBeVisible();
  await expect(page.getByText(en.Validation.contentsEmpty)).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test("signed-out visitors and members without a username are sent away from posting", async ({ page, baseURL }) => {
  await page.goto("/forum/new");
  await expect(page).toHaveURL(/\/auth\/need-login\?callbackUrl=%2Fforum%2Fnew/);
  await member(page, baseURL, { username: null });
  await page.goto("/es/forum/new");
  await expect(page).toHaveURL(/\/es\/user\/account\?needUsername=1/);
});

test("my posts are deleted in bulk after confirmation, with their comments", async ({ page, baseURL }) => {
  const m = await member(page, baseURL);
  const tag = unique();
  const posts = await Promise.all([1, 2, 3].map((n) => createPost(m.id, { title: `Bulk ${tag} ${n}` })));
  await createComment(posts[0]!, m.id, "a comment");
  await page.goto("/forum/my-posts");
  await page.getByLabel(`Select “Bulk ${tag} 1”`).check();
  await page.getByLabel(`Select “Bulk ${tag} 2”`).check();
  await page.getByRole("button", { name: "Delete selected (2)" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(en.MyPosts.confirmText);
  await dialog.getByRole("button", { name: en.MyPosts.confirm }).click();
  await expect(page.getByText(en.MyPosts.deleted)).toBeVisible();
  await expect(page.getByRole("link", { name: `Bulk ${tag} 1` })).toBeHidden();
  await expect(page.getByRole("link", { name: `Bulk ${tag} 3` })).toBeVisible();
  expect(await count("ForumPost", "id = ANY($1)", [[posts[0], posts[1]]])).toBe(0);
  expect(await count("ForumComment", '"postId" = $1', [posts[0]])).toBe(0);
});

test("comments page 'start through end of total', are added, and deleted after confirmation", async ({
  page,
  baseURL,
}) => {
  const m = await member(page, baseURL);
  const other = await createMember({ createdAt: weekOld() });
  const title = `Paging ${unique()}`;
  const post = { id: await createPost(other.id, { title, category: "RECOVERY" }), title };
  await page.goto(`/forum/posts/${post.id}`);
  await expect(page.getByText(en.Comments.empty)).toBeVisible();
  const start = Date.now() - 3_600_000;
  for (let i = 0; i < 10; i++) await createComment(post.id, other.id, `Older ${i + 1}`, new Date(start + i * 1000));
  await page.reload();
  await expect(page.getByText("1 through 10 of 10")).toBeVisible();

  await page.getByLabel(en.Comments.yourComment).fill("My *own* comment");
  await page.getByRole("button", { name: en.Comments.submit }).click();
  await expect(page.getByText(en.Comments.added)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("11 through 11 of 11")).toBeVisible();
  const mine = page.getByRole("listitem").filter({ hasText: "My own comment" });
  await expect(mine.locator("em")).toHaveText("own");
  await expect(mine.getByText(m.username!)).toBeVisible();

  await mine.getByRole("button", { name: en.Comments.delete }).click();
  const dialog = page.getByRole("dialog", { name: en.Comments.deleteTitle });
  await expect(dialog).toContainText(en.Comments.deleteText);
  await dialog.getByRole("button", { name: en.Comments.deleteConfirm }).click();
  await expect(page.getByText(en.Comments.deleted)).toBeVisible();
  // It was the only comment of page 2, which is gone: the reader is taken to page 1, not to a 404.
  await expect(page).toHaveURL(/page=1#comments$/);
  await expect(page.getByText("1 through 10 of 10")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  // Someone else's comments have no delete button.
  await expect(page.getByRole("button", { name: en.Comments.delete })).toHaveCount(0);
});

test.describe("translation", () => {
  test("shows the post in the reader's language, caches it, and goes back to the original", async ({ page }) => {
    const author = await createMember({ createdAt: weekOld() });
    const post = {
      id: await createPost(author.id, { title: "Cooking tips", category: "LIFESTYLE", contents: "Soup is easy." }),
    };
    await page.goto(`/es/forum/posts/${post.id}`);
    await page.getByRole("button", { name: messages.es.ForumPostPage.translate }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("[es] Cooking tips");
    await expect(page.getByText("[es] Soup is easy.")).toBeVisible();
    await page.getByRole("button", { name: messages.es.ForumPostPage.showOriginal }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cooking tips");
    const calls = await translatorCalls("Cooking tips");
    await page.reload();
    await page.getByRole("button", { name: messages.es.ForumPostPage.translate }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("[es] Cooking tips");
    expect(await translatorCalls("Cooking tips")).toBe(calls);
  });
});

test("forum search finds posts by stem, and says when nothing is found", async ({ page }) => {
  const author = await createMember({ createdAt: weekOld() });
  const word = `zq${unique()}`;
  await createPost(author.id, { locale: "pt", title: `Vacinas ${word}`, contents: "As declarações de hoje." });
  await page.goto(`/pt/forum/search?q=${encodeURIComponent(`declaração ${word}`)}`);
  await expect(page.getByRole("link", { name: `Vacinas ${word}` })).toBeVisible();
  await page.goto(`/pt/forum/search?q=nothingatall${word}`);
  await expect(page.getByText(messages.pt.ForumSearch.nothingFound)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a forum page past the last one is not found, like category pages", async ({ page }) => {
  for (const path of ["/forum?page=999", "/es/forum/search?q=mascarilla&page=999"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  expect((await page.request.get("/forum")).status()).toBe(200);
});

test("a comment refused because the session ended is still there after signing in again", async ({ page, baseURL }) => {
  const m = await createMember({ createdAt: weekOld() });
  const sessionId = await signInAs(page.context(), m, baseURL!);
  const post = await createPost(m.id, { title: `Kept ${unique()}`, category: "RECOVERY" });
  await page.goto(`/forum/posts/${post}`);
  await page.getByLabel(en.Comments.yourComment).fill("What I wrote before my session ended");
  await sql(`DELETE FROM "Session" WHERE id = $1`, [sessionId]);
  await page.getByRole("button", { name: en.Comments.submit }).click();
  await expect(page).toHaveURL(/\/auth\/need-login\?/);
  const back = new URL(page.url()).searchParams.get("callbackUrl")!;
  expect(back).toBe(`/forum/posts/${post}`);

  await signInAs(page.context(), m, baseURL!);
  await page.goto(back);
  await expect(page.getByLabel(en.Comments.yourComment)).toHaveValue("What I wrote before my session ended");
  // Kept once: a later visit starts empty.
  await page.reload();
  await expect(page.getByLabel(en.Comments.yourComment)).toHaveValue("");
});

test("my posts come 20 a page; deleting the last page's posts lands on the page before", async ({ page, baseURL }) => {
  const m = await member(page, baseURL);
  const tag = unique();
  for (let n = 1; n <= 21; n++) await createPost(m.id, { title: `Paged ${tag} ${n}` });
  await page.goto("/forum/my-posts");
  await expect(page.getByText("1 through 20 of 21")).toBeVisible();
  await page.getByRole("link", { name: en.Pagination.next }).click();
  await expect(page).toHaveURL(/\/forum\/my-posts\?page=2$/);
  await expect(page.getByText("21 through 21 of 21")).toBeVisible();
  await page.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Delete selected (1)" }).click();
  await page.getByRole("dialog").getByRole("button", { name: en.MyPosts.confirm }).click();
  await expect(page.getByText(en.MyPosts.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/forum\/my-posts$/);
  await expect(page.getByText("1 through 20 of 20")).toBeVisible();
});
