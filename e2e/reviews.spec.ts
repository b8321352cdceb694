import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, messages, reviewForm } from "./support/pages";
import { createMember, signInAs, sql } from "./support/community-db";

const t = messages.en.Reviews;
const product = "/products/masks/kf94-mask";

test("a member adds a review, then edits it instead of adding another", async ({ page, baseURL }) => {
  test.slow(); // an axe scan of a product page with its reviews, on a loaded machine
  const m = await createMember({ createdAt: new Date(Date.now() - 7 * 86_400_000) });
  await signInAs(page.context(), m, baseURL!);
  const text = `Comfortable for long shifts ${Date.now()}`;
  await page.goto(product);
  const form = await reviewForm(page, t.addTitle);
  await form.getByRole("button", { name: t.submit }).click();
  await expect(form.getByText(messages.en.Validation.ratingRequired)).toBeVisible();
  await form.getByLabel("4 stars").check();
  await form.getByLabel(t.text).fill(text);
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByText(t.added)).toBeVisible();

  await page.reload();
  const edit = await reviewForm(page, t.editTitle);
  await expect(edit.getByLabel(t.text)).toHaveValue(text);
  await expect(edit.getByLabel("4 stars")).toBeChecked();
  await edit.getByLabel("5 stars").check();
  await edit.getByLabel(t.text).fill(`${text} (updated)`);
  await edit.getByRole("button", { name: t.update }).click();
  await expect(page.getByText(t.updated)).toBeVisible();

  const rows = await sql(
    `SELECT r.rating, r.text FROM "Review" r JOIN "Article" a ON a.id = r."productId" WHERE a.slug = 'kf94-mask' AND r."userId" = $1`,
    [m.id],
  );
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

/** The code of every script the page downloads, to tell whether the review form's was among them. */
function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  // The review schema's messages (lib/validation/review.ts) travel only with the form's code.
  return { formLoaded: async () => (await Promise.all(bodies)).some((code) => code.includes("ratingRequired")) };
}

test("visitors see the reviews and a sign-in link instead of the form, and never download the form", async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto(product);
  await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
  const signIn = page.getByRole("link", { name: t.signInToReview });
  await signIn.scrollIntoViewIfNeeded();
  await expect(signIn).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await scripts.formLoaded()).toBe(false);
});

test("a member's review form loads when its place comes near the screen, in the room kept for it", async ({
  page,
  baseURL,
}) => {
  const m = await createMember();
  await signInAs(page.context(), m, baseURL!);
  // A phone-sized window: the reviews start well below the first screen.
  await page.setViewportSize({ width: 390, height: 500 });
  const scripts = watchScripts(page);
  await page.goto(product);
  const reviews = page.locator("section[aria-labelledby=reviews]");
  const room = reviews.locator("[aria-busy=true]");
  await expect(room).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(await scripts.formLoaded()).toBe(false);

  // Where the footer starts, measured from the reviews' heading (text above may still reflow while fonts load).
  const heading = page.getByRole("heading", { name: t.title });
  const footerBelowReviews = async () =>
    (await page.locator("footer").evaluate((footer) => footer.getBoundingClientRect().top)) -
    (await heading.evaluate((h) => h.getBoundingClientRect().top));
  const before = await footerBelowReviews();
  await room.scrollIntoViewIfNeeded();
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: t.addTitle }) });
  await expect(form).toBeVisible();
  expect(await scripts.formLoaded()).toBe(true);
  // The form took the room kept for it: nothing below it moved.
  expect(await footerBelowReviews()).toBe(before);
  // And it validates in the browser with the server's schema before anything is sent.
  await form.getByRole("button", { name: t.submit }).click();
  await expect(form.getByText(messages.en.Validation.ratingRequired)).toBeVisible();
});

test("a member without a username may review (only posting needs one); the review is credited to a member (es)", async ({
  page,
  baseURL,
}) => {
  const es = messages.es.Reviews;
  const m = await createMember({ username: null });
  await signInAs(page.context(), m, baseURL!);
  const text = `Cómodo para turnos largos ${Date.now()}`;
  await page.goto(`/es${product}`);
  const form = await reviewForm(page, es.addTitle);
  await form.getByLabel("4 estrellas").check();
  await form.getByLabel(es.text).fill(text);
  await form.getByRole("button", { name: es.submit }).click();
  await expect(page.getByText(es.added)).toBeVisible();
  // Newest first on the cached page, once it is regenerated: not "a former member".
  await expect(async () => {
    await page.reload();
    const item = page.getByRole("listitem").filter({ hasText: text });
    await expect(item.getByText(es.aMember, { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test("'Report review' is offered to members, on other members' reviews only, never to visitors", async ({
  page,
  browser,
  baseURL,
}) => {
  const monitor = "/products/co2-monitors/airthings-view-plus";
  const author = await createMember();
  await signInAs(page.context(), author, baseURL!);
  const text = `Reads the room well ${Date.now()}`;
  await page.goto(monitor);
  const form = await reviewForm(page, t.addTitle);
  await form.getByLabel("5 stars").check();
  await form.getByLabel(t.text).fill(text);
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByText(t.added)).toBeVisible();
  const review = (p: Page) => p.getByRole("listitem").filter({ hasText: text });
  const report = { name: messages.en.Reports.reportREVIEW };

  // The author's own review: nothing to report.
  await page.reload();
  await expect(review(page)).toBeVisible();
  await expect(review(page).getByRole("button", report)).toHaveCount(0);

  // Another member may report it.
  const otherContext = await browser.newContext();
  await signInAs(otherContext, await createMember(), baseURL!);
  const other = await otherContext.newPage();
  await other.goto(monitor);
  await expect(review(other).getByRole("button", report)).toBeVisible();

  // A visitor sees the review (once the cached page is regenerated) but no report button anywhere.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await expect(async () => {
    await visitor.goto(monitor);
    await expect(review(visitor)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(visitor.getByRole("button", report)).toHaveCount(0);
  await Promise.all([otherContext.close(), visitorContext.close()]);
});
