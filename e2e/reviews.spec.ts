import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, messages } from "./helpers";
import { createMember, signInAs, sql } from "./support/community-db";

const t = messages.en.Reviews;
const product = "/products/masks/kf94-mask";

test("a member adds a review, then edits it instead of adding another", async ({ page, baseURL }) => {
  const m = await createMember({ createdAt: new Date(Date.now() - 7 * 86_400_000) });
  await signInAs(page.context(), m, baseURL!);
  const text = `Comfortable for long shifts ${Date.now()}`;
  await page.goto(product);
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: t.addTitle }) });
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: t.submit }).click();
  await expect(form.getByText(messages.en.CommunityValidation.ratingRequired)).toBeVisible();
  await form.getByLabel("4 stars").check();
  await form.getByLabel(t.text).fill(text);
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByText(t.added)).toBeVisible();

  await page.reload();
  const edit = page.locator("form").filter({ has: page.getByRole("heading", { name: t.editTitle }) });
  await expect(edit.getByLabel(t.text)).toHaveValue(text);
  await expect(edit.getByLabel("4 stars")).toBeChecked();
  await edit.getByLabel("5 stars").check();
  await edit.getByLabel(t.text).fill(`${text} (updated)`);
  await edit.getByRole("button", { name: t.update }).click();
  await expect(page.getByText(t.updated)).toBeVisible();

  const rows = await sql(`SELECT r.rating, r.text FROM "Review" r JOIN "Article" a ON a.id = r."productId" WHERE a.slug = 'kf94-mask' AND r."userId" = $1`, [m.id]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ rating: 5, text: `${text} (updated)` });
  // The cached page is regenerated: the public list shows the review with its 'edited' marker.
  await expect(async () => {
    await page.reload();
    const item = page.getByRole("listitem").filter({ hasText: `${text} (updated)` });
    await expect(item.getByText(t.edited, { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
});

test("visitors see the reviews and a sign-in link instead of the form", async ({ page }) => {
  await page.goto(product);
  await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
  await expect(page.getByRole("link", { name: t.signInToReview })).toBeVisible();
});
