import { expect, test, type Page } from "@playwright/test";
import { messages } from "./helpers";
import { query, uniqueToken, useOwnAddress } from "./forms-helpers";
import { createMember, signInAs, sqlOne } from "./support/members";

// Every form as a hurried newcomer uses it: only the required fields, everything optional left
// empty; and, where a form edits a saved record, every optional field cleared and saved again.
// (Issue 15: an empty optional field on the account page used to fail with a raw zod message, so a
// member could not choose a username and so could not post.) The forum, comment, review, chat and
// auth forms have only required fields besides the post's topic; their specs fill just those.
test.describe.configure({ timeout: 60_000 });

const toast = (page: Page) => page.locator("[data-sonner-toast]");

test("account: a newcomer with no name, bio or website saves just a username", async ({ page, context, baseURL }) => {
  const m = messages.en;
  const member = await createMember({ username: null });
  await sqlOne(`UPDATE "User" SET name = NULL WHERE id = $1 RETURNING id`, [member.id]);
  await signInAs(context, member, baseURL!);
  await page.goto("/user/account?needUsername=1");

  const username = `newcomer_${Date.now().toString(36)}`;
  await page.getByLabel(m.AccountForm.username).fill(username);
  await page.getByRole("button", { name: m.AccountForm.save }).click();

  await expect(toast(page).filter({ hasText: m.AccountForm.toasts.profileSaved })).toBeVisible();
  await expect(page.getByText(/AccountForm|Invalid input|expected string/)).toHaveCount(0);
  expect(await sqlOne(`SELECT username, name, bio, website FROM "User" WHERE id = $1`, [member.id])).toEqual({
    username,
    name: null,
    bio: null,
    website: null,
  });
});

test("account: clearing every optional field of a saved profile saves them as empty", async ({
  page,
  context,
  baseURL,
}) => {
  const m = messages.fr;
  const f = m.AccountForm;
  const member = await createMember();
  await sqlOne(
    `UPDATE "User" SET bio = 'Je lis sur la ventilation.', website = 'https://exemple.example' WHERE id = $1 RETURNING id`,
    [member.id],
  );
  await signInAs(context, member, baseURL!);
  await page.goto("/fr/user/account");
  await expect(page.getByLabel(f.bio)).toHaveValue("Je lis sur la ventilation.");

  for (const label of [f.name, f.bio, f.website]) await page.getByLabel(label, { exact: true }).fill("");
  await page.getByRole("button", { name: f.save }).click();

  await expect(toast(page).filter({ hasText: f.toasts.profileSaved })).toBeVisible();
  expect(await sqlOne(`SELECT username, name, bio, website FROM "User" WHERE id = $1`, [member.id])).toEqual({
    username: member.username,
    name: null,
    bio: null,
    website: null,
  });
  await page.reload();
  await expect(page.getByLabel(f.website)).toHaveValue("");
  // And saved again as they now are (empty), which used to fail the same way.
  await page.getByRole("button", { name: f.save }).click();
  await expect(toast(page).filter({ hasText: f.toasts.profileSaved }).first()).toBeVisible();
});

test("preferences: unticking every box of saved preferences saves them", async ({ page, context, baseURL }) => {
  const m = messages.en;
  const member = await createMember();
  await sqlOne(`UPDATE "User" SET "emailOnReply" = true, newsletter = true WHERE id = $1 RETURNING id`, [member.id]);
  await signInAs(context, member, baseURL!);
  await page.goto("/user/account?tab=preferences");
  await page.getByLabel(m.AccountForm.emailOnReply).uncheck();
  await page.getByLabel(m.AccountForm.newsletter).uncheck();
  await page.getByRole("button", { name: m.AccountForm.savePreferences }).click();
  await expect(toast(page).filter({ hasText: m.AccountForm.toasts.preferencesSaved })).toBeVisible();
  expect(await sqlOne(`SELECT "emailOnReply", newsletter FROM "User" WHERE id = $1`, [member.id])).toEqual({
    emailOnReply: false,
    newsletter: false,
  });
});

test("contribute: the required fields alone are enough (no link)", async ({ page }) => {
  const m = messages.es;
  await useOwnAddress(page);
  await page.goto("/es/contribute");
  const token = uniqueToken();
  const form = page.getByRole("form", { name: m.ContributeForm.label });
  await form.getByLabel(m.ContributeForm.category).selectOption("EVENT");
  await form.getByLabel(m.ContributeForm.description).fill(`Un taller gratuito sobre aire limpio (${token}).`);
  await form.getByLabel(m.ContributeForm.fromName).fill("Luz");
  await form.getByLabel(m.ContributeForm.email).fill("luz@example.org");
  await form.getByRole("button", { name: m.FormStatus.submit }).click();
  await expect(page.getByText(m.ContributeForm.successTitle, { exact: true })).toBeVisible();
  expect(await query(`SELECT link, locale FROM "Contribution" WHERE description LIKE $1`, [`%${token}%`])).toEqual([
    { link: null, locale: "es" },
  ]);
});

test("forum: a post without a topic, in the words a newcomer types", async ({ page, context, baseURL }) => {
  const m = messages.pt;
  const member = await createMember({ createdAt: new Date(Date.now() - 7 * 86_400_000) });
  await signInAs(context, member, baseURL!);
  await page.goto("/pt/forum/new");
  const title = `Primeira vez aqui ${uniqueToken()}`;
  await page.getByLabel(m.ForumPostForm.title).fill(title);
  await page.getByLabel(m.ForumPostForm.category).selectOption("INTRODUCTION");
  await page.getByLabel(m.ForumPostForm.contents).fill("Olá a todos!");
  await page.getByRole("button", { name: m.ForumPostForm.submit }).click();
  await page.getByRole("dialog").getByRole("button", { name: m.ForumPostForm.confirm }).click();
  await expect(page).toHaveURL(/\/pt\/forum\/posts\//);
  expect(await sqlOne(`SELECT topic, locale FROM "ForumPost" WHERE title = $1`, [title])).toEqual({
    topic: null,
    locale: "pt",
  });
});
