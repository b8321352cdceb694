import { createMember, createPost } from "./support/community-db";
import { expect, test } from "./support/fixtures";
import { messages } from "./support/pages";

const en = messages.en;
const weekOld = () => new Date(Date.now() - 7 * 86_400_000);

test("a member reports a post, a moderator hides it, everyone else loses it and the author is told", async ({
  contextFor,
}) => {
  // Three members, three browser contexts and a dozen page loads: on the 2-core CI machine, with a
  // second worker running, the whole journey can pass Playwright's 30 s default.
  test.slow();
  const [author, reporter, moderator] = await Promise.all([
    createMember({ createdAt: weekOld() }),
    createMember({ createdAt: weekOld() }),
    createMember({ role: "MODERATOR", createdAt: weekOld() }),
  ]);
  const title = `Miracle cure ${Date.now()}`;
  const post = { id: await createPost(author.id, { title, contents: "Buy it here." }) };

  const reporterContext = await contextFor(reporter);
  const page = await reporterContext.newPage();
  await page.goto(`/forum/posts/${post.id}`);
  await page.getByRole("button", { name: en.Reports.reportPOST }).click();
  const dialog = page.getByRole("dialog", { name: en.Reports.titlePOST });
  await dialog.getByLabel(en.Reports.reason).fill("Advertising a fake cure");
  await dialog.getByRole("button", { name: en.Reports.send }).click();
  await expect(page.getByText(en.Reports.sent)).toBeVisible();

  // Not a moderator: the queue does not exist.
  expect((await page.goto("/moderation"))?.status()).toBe(404);

  const modContext = await contextFor(moderator);
  const mod = await modContext.newPage();
  await mod.goto("/moderation");
  const item = mod.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("Advertising a fake cure");
  await item.getByRole("button", { name: en.ModerationQueue.hide }).click();
  await expect(mod.getByText(en.ModerationQueue.hideDone)).toBeVisible();

  expect((await page.goto(`/forum/posts/${post.id}`))?.status()).toBe(404);
  await page.goto("/forum");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  const authorContext = await contextFor(author);
  const own = await authorContext.newPage();
  await own.goto("/forum/my-posts");
  await expect(own.getByText(`Your post “${title}” was hidden by a moderator.`)).toBeVisible();
  await own.goto(`/forum/posts/${post.id}`);
  await expect(own.getByText(en.ForumPostPage.hiddenNotice)).toBeVisible();
});
