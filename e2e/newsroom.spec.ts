import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations, localized, messages } from "./support/pages";
import { createMember, signInAs, sql, sqlOne } from "./support/members";
import { sitemapEntries } from "./support/sitemap";

// The newsroom, as an editor uses it: write an English item with only the required
// fields, publish English alone (listed, in the sitemap; Spanish readers get the English text and
// no Spanish address is announced), draft Spanish by machine translation, edit and publish it; schedule French and see it appear at its
// time; restore a revision; a second editor's stale save is refused with both versions shown; and
// nobody else gets in.

const m = messages.en.Editor;
test.describe.configure({ mode: "serial" });

/** Fills the text of a language and waits for the autosave-free explicit save. */
async function writeText(page: Page, title: string, summary: string, body: string) {
  await page.getByLabel(m.textTitle).fill(title);
  await page.getByLabel(m.summary).fill(summary);
  await page.getByLabel(m.body).fill(body);
  await page.getByRole("button", { name: m.save, exact: true }).click();
  await expect(page.getByText(m.saved, { exact: true }).first()).toBeVisible();
}

test("an editor writes, publishes English alone, drafts Spanish by machine and publishes it; schedules French; restores a revision", async ({
  page,
  context,
  request,
  editor,
  signIn,
}) => {
  test.slow(); // a whole editorial day in one test, on a loaded machine
  await signIn(editor);
  // Readers' requests go through `request`, apart from the editor's browser: visiting /es there would
  // set the language cookie and turn the newsroom's own pages Spanish. After a Spanish visit, English
  // is asked for with /en (which sets the cookie back).
  const slug = `newsroom-journey-${editor.id.slice(0, 8)}`;
  // Its own title: a retry, or another run on the same database, must not find an earlier item's.
  const title = `Bird flu in dairy herds: update ${editor.id.slice(0, 8)}`;

  await page.goto("/editor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: m.newItem }).click();

  // Only the required fields: type (News by default), category, address.
  await page.getByRole("button", { name: m.createItem }).click();
  await expect(page.getByText(messages.en.Validation.slugRequired)).toBeVisible();
  await expect(page.getByText(messages.en.Validation.categoryRequired)).toBeVisible();
  const category = page.getByLabel(m.category);
  const categorySlug = await category.locator("option").nth(1).getAttribute("value");
  await category.selectOption(categorySlug!);
  await page.getByLabel(m.slug).fill(slug);
  await page.getByRole("button", { name: m.createItem }).click();
  // The item's own page, not /editor/new where the form was.
  await page.waitForURL(/\/editor\/(?!new$)[^/]+$/);
  const itemUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId("language-en")).toContainText(m.noText);

  // English: written, previewed through the site's renderer, published.
  await page.getByRole("link", { name: m.editLanguageLabel.replace("{language}", "English") }).click();
  await writeText(page, title, "What changed this week.", "First **findings** here.");
  await expect(page.getByTestId("preview").locator("strong")).toHaveText("findings");

  // The draft at its real address, in draft mode, for the editor only; readers still get a 404.
  const articlePathOf = `/news/${categorySlug}/${slug}`;
  const itemId = itemUrl.split("/").at(-1)!;
  const preview = await context.newPage();
  await preview.goto(`/api/editor/preview?id=${itemId}&lang=en`);
  await preview.waitForURL(`**${articlePathOf}`);
  await expect(preview.getByTestId("preview-banner")).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await preview.getByRole("link", { name: messages.en.ArticlePage.leavePreview }).click();
  await expect(preview.getByTestId("preview-banner")).toHaveCount(0);
  expect((await preview.request.get(articlePathOf)).status()).toBe(404);
  await preview.close();

  // The home page, cached before the publication, shows the item at once after it.
  expect(await (await request.get("/")).text()).not.toContain(title);
  await page.getByRole("button", { name: m.publishNow.replace("{language}", "English") }).click();
  await expect(page.getByText(m.publishedToast.replace("{language}", "English"))).toBeVisible();
  await expect(async () => {
    expect(await (await request.get("/")).text()).toContain(title);
  }).toPass({ timeout: 10_000 });

  const path = `/news/${categorySlug}/${slug}`;
  const english = await request.get(path);
  expect(english.status()).toBe(200);
  const html = await english.text();
  expect(html).toContain(title);
  // Announced in English only: no Spanish alternate yet.
  expect(html).toMatch(/<link[^>]*hreflang="en"/i);
  expect(html).not.toMatch(/<link[^>]*hreflang="es"/i);
  const spanish = await (await request.get(localized("es", path))).text();
  expect(spanish).toContain(title);
  expect(spanish).toContain(messages.es.ArticlePage.onlyIn.replace("{language}", "inglés"));
  const listed = (await sitemapEntries(page, request)).map((entry) => new URL(entry.loc).pathname);
  expect(listed).toContain(path);
  expect(listed).not.toContain(localized("es", path));
  // The language menu offers Spanish readers the Spanish home, not an untranslated page.
  await page.goto(path);
  await expect(page.getByRole("banner").locator('a[hreflang="es"]')).toHaveAttribute("href", "/es");
  // (The language menu's English link carries its prefix, so that following it sets the language cookie.)
  await expect(page.getByRole("banner").locator('a[hreflang="en"]')).toHaveAttribute("href", `/en${path}`);
  // In the English feeds (the site's and the news type's), rebuilt with the content.
  await expect(async () => {
    expect(await (await request.get("/rss.xml")).text()).toContain(title);
    expect(await (await request.get("/feeds/news.xml")).text()).toContain(title);
  }).toPass({ timeout: 15_000 });
  // On the news list at once.
  await expect(async () => {
    expect(await (await request.get("/en/news")).text()).toContain(title);
  }).toPass({ timeout: 15_000 });

  // Spanish: drafted by the machine from English (the run's fake translator answers "[es] text"),
  // reviewed beside the English text, edited, published; now announced and shown in Spanish.
  await page.goto(`${itemUrl}/es`);
  await page.getByRole("button", { name: m.draftTranslation }).click();
  await expect(page.getByText(m.draftTranslationDone)).toBeVisible();
  await expect(page.getByLabel(m.textTitle)).toHaveValue(`[es] ${title}`);
  // The Markdown survives: the translator got the text with its emphasis as HTML, and it came back as **.
  await expect(page.getByLabel(m.body)).toHaveValue("[es] First **findings** here.");
  await expect(page.getByRole("note").filter({ hasText: m.machineNote })).toBeVisible();
  const original = page.getByRole("region", { name: m.originalText.replace("{language}", "English") });
  await expect(original).toContainText(title);
  await writeText(
    page,
    "Gripe aviar en hatos lecheros: actualización",
    "Qué cambió esta semana.",
    "Primeros **hallazgos**.",
  );
  await page.getByRole("button", { name: m.publishNow.replace("{language}", "Spanish") }).click();
  await expect(page.getByText(m.publishedToast.replace("{language}", "Spanish"))).toBeVisible();
  const spanishNow = await (await request.get(localized("es", path))).text();
  expect(spanishNow).toContain("Gripe aviar en hatos lecheros: actualización");
  expect(await (await request.get(`/en${path}`)).text()).toMatch(/<link[^>]*hreflang="es"/i);
  await page.goto(path);
  await expect(page.getByRole("banner").locator('a[hreflang="es"]')).toHaveAttribute("href", localized("es", path));

  // French, scheduled a few seconds ahead: it appears at its time (a background job publishes it).
  await page.goto(`${itemUrl}/fr`);
  await writeText(
    page,
    "Grippe aviaire dans les élevages laitiers",
    "Ce qui a changé cette semaine.",
    "Premiers résultats.",
  );
  // Far enough ahead that saving and sending it on a loaded machine still leaves it in the future.
  const at = new Date(Date.now() + 20_000);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  await page.getByLabel(m.scheduleAt).fill(local);
  await page.getByRole("button", { name: m.schedule, exact: true }).click();
  // The toast (the language's status badge says the same word).
  await expect(page.getByText(m.scheduledToast, { exact: true }).first()).toBeVisible();
  expect(await (await request.get(localized("fr", path))).text()).not.toContain(
    "Grippe aviaire dans les élevages laitiers",
  );
  await expect(async () => {
    expect(await (await request.get(localized("fr", path))).text()).toContain(
      "Grippe aviaire dans les élevages laitiers",
    );
  }).toPass({ timeout: 90_000 });

  // A revision restored: the English draft goes back to the first saved text.
  await page.goto(`${itemUrl}/en`);
  await writeText(page, "Bird flu: a wrong title", "What changed this week.", "First **findings** here.");
  const oldest = page.getByTestId("revisions").locator("li").last();
  await expect(oldest).toContainText(title);
  await oldest.getByRole("button", { name: m.restore }).click();
  await expect(page.getByLabel(m.textTitle)).toHaveValue(title);
  // Readers still see the published text (a restored draft is a draft).
  expect(await (await request.get(`/en${path}`)).text()).not.toContain("a wrong title");
});

test("a second editor's save from an older version is refused, with both versions shown", async ({ contextFor }) => {
  test.slow();
  const [one, two] = await Promise.all([createMember({ role: "EDITOR" }), createMember({ role: "ADMIN" })]);
  // A published item of its own, so that no other test edits the same text meanwhile.
  const id = `conflict-${one.id.slice(0, 8)}`;
  const item = await sqlOne<{ id: string }>(
    `WITH made AS (
       INSERT INTO "Article" (id, type, slug, "categoryId", "updatedAt")
       SELECT $1, 'NEWS', $1, c.id, now() FROM "Category" c WHERE c.type = 'NEWS' ORDER BY c.position LIMIT 1
       RETURNING id)
     INSERT INTO "ArticleTranslation" ("articleId", locale, title, summary, body)
     SELECT id, 'en', 'An item two editors open', 'A lead.', 'A body.' FROM made RETURNING "articleId" AS id`,
    [id],
  );
  const open = async (member: typeof one) => {
    const context = await contextFor(member);
    const page = await context.newPage();
    await page.goto(`/editor/${item.id}/en`);
    await expect(page.getByLabel(m.textTitle)).not.toHaveValue("");
    return page;
  };
  const [first, second] = [await open(one), await open(two)];
  await writeText(first, "Edited by the first editor", "A lead.", "A body.");
  await second.getByLabel(m.textTitle).fill("Edited by the second editor");
  await second.getByRole("button", { name: m.save, exact: true }).click();
  const alert = second.getByRole("alert").filter({ hasText: m.conflictTitle });
  await expect(alert).toBeVisible();
  await expect(second.getByTestId("conflict-theirs")).toContainText("Edited by the first editor");
  await expect(second.getByTestId("conflict-mine")).toContainText("Edited by the second editor");
  // Nothing was overwritten.
  expect(await sqlOne(`SELECT title FROM "ArticleDraft" WHERE "articleId" = $1 AND locale = 'en'`, [item.id])).toEqual({
    title: "Edited by the first editor",
  });
  await expectNoSeriousA11yViolations(second);
  await second.getByRole("button", { name: m.keepMine }).click();
  await expect(second.getByText(m.saved, { exact: true }).first()).toBeVisible();
  expect(await sqlOne(`SELECT title FROM "ArticleDraft" WHERE "articleId" = $1 AND locale = 'en'`, [item.id])).toEqual({
    title: "Edited by the second editor",
  });
  await Promise.all([first.context().close(), second.context().close()]);
});

test("what an editor types while a save is on its way is kept, and saved next", async ({ page, editor, signIn }) => {
  await signIn(editor);
  const id = `typing-${editor.id.slice(0, 8)}`;
  await sql(
    `INSERT INTO "Article" (id, type, slug, "categoryId", "updatedAt")
     SELECT $1, 'NEWS', $1, c.id, now() FROM "Category" c WHERE c.type = 'NEWS' ORDER BY c.position LIMIT 1`,
    [id],
  );
  await page.goto(`/editor/${id}/en`);
  await page.getByLabel(m.textTitle).fill("Masks on buses");
  await page.getByLabel(m.summary).fill("The rules this winter.");
  // The save's answer is held back a moment, as on a slow connection.
  let held = false;
  await page.route("**/*", async (route) => {
    if (!held && route.request().method() === "POST" && route.request().headers()["next-action"]) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await page.getByRole("button", { name: m.save, exact: true }).click();
  await page.getByLabel(m.body).fill("Typed while the save was on its way.");
  await expect(page.getByText(m.saved, { exact: true }).first()).toBeVisible();
  // The refresh after the save brought the stored version: the typing is still there.
  await page.waitForLoadState("networkidle");
  await expect(page.getByLabel(m.body)).toHaveValue("Typed while the save was on its way.");
  await page.getByRole("button", { name: m.save, exact: true }).click();
  await expect(async () => {
    expect(await sqlOne(`SELECT body FROM "ArticleDraft" WHERE "articleId" = $1 AND locale = 'en'`, [id])).toEqual({
      body: "Typed while the save was on its way.",
    });
  }).toPass({ timeout: 10_000 });
});

test("visitors are sent to sign in; members and moderators get the 404 page", async ({ browser, baseURL }) => {
  const visitor = await browser.newContext();
  const gate = await visitor.request.get("/editor", { maxRedirects: 0 });
  expect([307, 308]).toContain(gate.status());
  expect(gate.headers().location).toMatch(/\/auth\/need-login\?callbackUrl=%2Feditor/);
  await visitor.close();
  for (const role of ["USER", "MODERATOR"] as const) {
    const context = await browser.newContext();
    await signInAs(context, await createMember({ role }), baseURL!);
    for (const path of ["/editor", "/editor/new"]) {
      const response = await context.request.get(path);
      expect(response.status(), `${role} on ${path}`).toBe(404);
    }
    await context.close();
  }
});

test("an editor turns a contribution into a draft from the inbox", async ({ page, editor, signIn }) => {
  const id = `e2e-contribution-${editor.id.slice(0, 8)}`;
  await sqlOne(
    `INSERT INTO "Contribution" (id, category, description, email, "fromName", locale, "notifyOnPublish")
     VALUES ($1, 'EVENT', 'Un webinaire sur la qualité de l''air intérieur, ouvert à tous.', 'tipster@example.test', 'Claire', 'fr', true) RETURNING id`,
    [id],
  );
  await signIn(editor);
  await page.goto("/moderation/inbox");
  const item = page.getByRole("article").filter({ hasText: "Un webinaire sur la qualité" });
  await expect(item).toContainText(messages.en.ModerationInbox.wantsNotice);
  // An editor does not handle submissions (moderators do): no toggle, only the draft.
  await expect(item.getByRole("button", { name: messages.en.ModerationInbox.markHandled })).toHaveCount(0);
  await item.getByRole("button", { name: messages.en.ModerationInbox.makeDraft }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  await expect(page.getByTestId("language-fr")).toContainText(m.statuses.DRAFT);
  await expect(page.getByTestId("language-fr")).toContainText(
    "Un webinaire sur la qualité de l'air intérieur, ouvert à tous.",
  );
});
