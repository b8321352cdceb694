import { expect, test, type Page } from "@playwright/test";
import { localized, messages } from "./support/pages";
import { query, uniqueToken, useOwnAddress } from "./support/forms";
import { createMember, signInAs, sqlOne } from "./support/members";

// Every form as a hurried newcomer uses it: only the required fields, everything optional left
// empty; and, where a form edits a saved record, every optional field cleared and saved again.
// (An empty optional field on the account page used to fail with a raw zod message, so a
// member could not choose a username and so could not post.) The forum, comment, review, chat and
// auth forms have only required fields besides the post's topic; their specs fill just those. The
// newsroom's item and text forms are here too. The subscription, role and account-security forms
// are in their own specs.
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
  for (const label of [f.name, f.bio, f.website]) await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
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
  expect(
    await query(`SELECT link, locale, "notifyOnPublish" FROM "Contribution" WHERE description LIKE $1`, [`%${token}%`]),
  ).toEqual([{ link: null, locale: "es", notifyOnPublish: false }]);
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

// The newsroom's item form has 22 optional fields, and which ones it shows depends on the
// type: one journey per group of them. Each item is created with every optional field of its type
// filled, then every one of them is emptied (selects back to "not said", the box unticked) and saved;
// the database must hold them as empty, and the emptied form must save again after a reload.
const itemCases = [
  {
    locale: "fr",
    type: "EVENT",
    text: {
      startsAt: "2026-12-05T10:00",
      endsAt: "2026-12-05T12:00",
      eventUrl: "https://evenement.example/atelier",
      phone: "+33 1 23 45 67 89",
      email: "atelier@evenement.example",
      website: "https://evenement.example",
      address: "12 rue de l'Air",
      city: "Lyon",
      region: "Auvergne-Rhône-Alpes",
      country: "FR",
    },
    choices: { isEventFree: "yes", onlineOnly: "no" },
  },
  { locale: "es", type: "PUBLIC_HEALTH", text: {}, choices: { alertLevel: 1 } },
  {
    locale: "pt",
    type: "VIDEO",
    text: { videoId: "dQw4w9WgXcQ" },
    choices: { videoProvider: "youtube" },
  },
  {
    locale: "en",
    type: "PRODUCT",
    text: { brand: "Aura", manufacturerUrl: "https://aura.example" },
    choices: {},
  },
] as const;

const itemColumns = `"alertLevel", "sourceId", featured, "imageUrl", "imageAlt", "externalUrl", "startsAt", "endsAt",
  "eventUrl", "isEventFree", "onlineOnly", phone, email, website, address, city, region, country, "videoProvider",
  "videoId", brand, "manufacturerUrl", (SELECT count(*)::int FROM "ArticleTag" t WHERE t."articleId" = a.id) AS tags`;

for (const item of itemCases) {
  test(`newsroom: every optional field of a saved ${item.type} item cleared and saved (${item.locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const m = messages[item.locale].Editor;
    const editor = await createMember({ role: "EDITOR" });
    await signInAs(context, editor, baseURL!);
    await page.goto(localized(item.locale, "/editor/new"));
    const form = page.getByRole("form", { name: m.newItemLabel });
    await form.getByLabel(m.type).selectOption(item.type);
    const category = form.getByLabel(m.category);
    await category.selectOption((await category.locator("option").nth(1).getAttribute("value"))!);
    await form.getByLabel(m.slug).fill(`optional-fields-${uniqueToken()}`);
    await form.getByLabel(m.tags).fill("masks, ventilation");
    const source = form.getByLabel(m.source, { exact: true });
    await source.selectOption((await source.locator("option").nth(1).getAttribute("value"))!);
    await form.getByLabel(m.externalUrl).fill("https://source.example/original");
    await form.getByLabel(m.featured).check();
    await form.getByLabel(m.imageUrl).fill("https://images.example/cover.jpg");
    await form.getByLabel(m.imageAlt).fill("A bright, airy room");
    for (const [key, value] of Object.entries(item.text)) {
      await form.getByLabel(m[key as keyof typeof item.text], { exact: true }).fill(value);
    }
    for (const [key, value] of Object.entries(item.choices)) {
      const select = form.getByLabel(m[key as keyof typeof item.choices], { exact: true });
      await select.selectOption(
        typeof value === "number" ? (await select.locator("option").nth(value).getAttribute("value"))! : value,
      );
    }
    await form.getByRole("button", { name: m.createItem }).click();
    await page.waitForURL(/\/editor\/(?!new$)[^/]+$/);
    const id = new URL(page.url()).pathname.split("/").at(-1)!;
    await page.reload(); // the form as stored, without the creation's toast
    const filled = await sqlOne<Record<string, unknown>>(`SELECT ${itemColumns} FROM "Article" a WHERE id = $1`, [id]);
    expect(filled).toMatchObject({ featured: true, tags: 2, externalUrl: "https://source.example/original" });
    expect(filled.sourceId).not.toBeNull();
    for (const key of [...Object.keys(item.text), ...Object.keys(item.choices)]) expect(filled[key]).not.toBeNull();

    const saved = page.getByRole("form", { name: m.itemFormLabel });
    const texts = ["tags", "externalUrl", "imageUrl", "imageAlt", ...Object.keys(item.text)] as const;
    // (The alt text's label says "required" while there is an image address.)
    const field = (key: string) => saved.getByLabel(m[key as keyof typeof m] as string, { exact: key !== "imageAlt" });
    for (const key of texts) await field(key).fill("");
    for (const key of ["source", ...Object.keys(item.choices)]) {
      await field(key).selectOption("");
    }
    await saved.getByLabel(m.featured).uncheck();
    await saved.getByRole("button", { name: m.saveItem }).click();
    await expect(toast(page).filter({ hasText: m.itemSaved })).toBeVisible();
    await expect(saved.getByRole("alert")).toHaveCount(0);
    const cleared = await sqlOne<Record<string, unknown>>(`SELECT ${itemColumns} FROM "Article" a WHERE id = $1`, [id]);
    const { featured, tags, ...rest } = cleared;
    expect({ featured, tags }).toEqual({ featured: false, tags: 0 });
    expect(Object.entries(rest).filter(([, value]) => value !== null)).toEqual([]);

    // Opened again, the form shows them empty and saves as it is.
    await page.reload();
    for (const key of texts) {
      await expect(field(key)).toHaveValue("");
    }
    await saved.getByRole("button", { name: m.saveItem }).click();
    await expect(toast(page).filter({ hasText: m.itemSaved }).first()).toBeVisible();
  });
}

test("newsroom: a language's text with only a title and a lead; its text and description cleared later", async ({
  page,
  context,
  baseURL,
}) => {
  const m = messages.en.Editor;
  const editor = await createMember({ role: "EDITOR" });
  await signInAs(context, editor, baseURL!);
  await page.goto("/editor/new");
  const category = page.getByLabel(m.category);
  await category.selectOption((await category.locator("option").nth(1).getAttribute("value"))!);
  await page.getByLabel(m.slug).fill(`text-fields-${uniqueToken()}`);
  await page.getByRole("button", { name: m.createItem }).click();
  await page.waitForURL(/\/editor\/(?!new$)[^/]+$/);
  const id = new URL(page.url()).pathname.split("/").at(-1)!;
  await page.goto(`/editor/${id}/en`);
  const draft = () =>
    sqlOne(
      `SELECT title, summary, body, "seoDescription" FROM "ArticleDraft" WHERE "articleId" = $1 AND locale = 'en'`,
      [id],
    );

  // Only the required fields: no text under the lead, no description for search engines.
  await page.getByLabel(m.textTitle).fill("Masks on trains: what changed");
  await page.getByLabel(m.summary).fill("The rules for this winter.");
  await page.getByRole("button", { name: m.save, exact: true }).click();
  await expect(async () =>
    expect(await draft()).toEqual({
      title: "Masks on trains: what changed",
      summary: "The rules for this winter.",
      body: "",
      seoDescription: null,
    }),
  ).toPass({ timeout: 10_000 });

  // Both filled, saved, then both cleared and saved again.
  await page.getByLabel(m.body).fill("Trains **require** masks again.");
  await page.getByLabel(m.seoDescription).fill("Mask rules on trains this winter.");
  await page.getByRole("button", { name: m.save, exact: true }).click();
  await expect(async () => expect((await draft()).seoDescription).toBe("Mask rules on trains this winter.")).toPass({
    timeout: 10_000,
  });
  await page.getByLabel(m.body).fill("");
  await page.getByLabel(m.seoDescription).fill("");
  await page.getByRole("button", { name: m.save, exact: true }).click();
  await expect(async () => expect(await draft()).toMatchObject({ body: "", seoDescription: null })).toPass({
    timeout: 10_000,
  });
  await page.reload();
  await expect(page.getByLabel(m.body)).toHaveValue("");
  await expect(page.getByLabel(m.seoDescription)).toHaveValue("");

  // And it publishes as it is: the reader's page carries the lead and no description of its own.
  await page.getByRole("button", { name: m.publishNow.replace("{language}", "English") }).click();
  await expect(page.getByText(m.publishedToast.replace("{language}", "English"))).toBeVisible();
  expect(
    await sqlOne(`SELECT body, "seoDescription" FROM "ArticleTranslation" WHERE "articleId" = $1 AND locale = 'en'`, [
      id,
    ]),
  ).toEqual({ body: "", seoDescription: null });
});
