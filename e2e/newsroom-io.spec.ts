import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations, messages } from "./support/pages";
import { createMember, signInAs } from "./support/members";

// The newsroom's files: an editor uploads a cover image with its alt text (a non-image
// named .png is refused, an upload without alt text too), publishes, and readers see the cover,
// served resized by /api/media; then an editor exports an item's language as Markdown and imports
// the file as a new item, whose text is a draft.

const m = messages.en.Editor;
const v = messages.en.Validation;
test.describe.configure({ mode: "serial" });

/** A new item with only the required fields (News, its first category, an address); returns its category. */
async function requiredFields(page: Page, slug: string) {
  const category = page.getByLabel(m.category);
  const categorySlug = (await category.locator("option").nth(1).getAttribute("value"))!;
  await category.selectOption(categorySlug);
  await page.getByLabel(m.slug).fill(slug);
  return categorySlug;
}

async function writeEnglish(page: Page, title: string) {
  await page.getByRole("link", { name: m.editLanguageLabel.replace("{language}", "English") }).click();
  await page.getByLabel(m.textTitle).fill(title);
  await page.getByLabel(m.summary).fill("A lead for the item.");
  await page.getByLabel(m.body).fill("A body with **bold** words.");
  await page.getByRole("button", { name: m.save, exact: true }).click();
  await expect(page.getByText(m.saved, { exact: true }).first()).toBeVisible();
}

test("an editor uploads a cover with its alt text and readers see it; a non-image is refused", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const editor = await createMember({ role: "EDITOR" });
  await signInAs(context, editor, baseURL!);
  const slug = `cover-${editor.id.slice(0, 8)}`;
  const alt = `Three people in masks at a ventilated counter ${editor.id.slice(0, 8)}`;

  await page.goto("/editor/new");
  const categorySlug = await requiredFields(page, slug);
  const upload = page.getByLabel(m.uploadImage);
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#3b82f6" } })
    .png()
    .toBuffer();

  // No alt text yet: nothing is uploaded, and the alt field says why.
  await upload.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText(v.altRequired)).toBeVisible();
  await expect(page.getByLabel(m.imageAlt)).toBeFocused();

  // A text file named .png: checked by content, refused.
  await page.getByLabel(m.imageAlt).fill(alt);
  await upload.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
  await expect(page.getByText(v.imageUnsupported)).toBeVisible();
  await expect(page.getByLabel(m.imageUrl)).toHaveValue("");

  // Past 5 MB: refused before the body is read in full (the browser's own check spares the upload).
  const tooLarge = await page.request.post("/api/editor/images", {
    headers: { Origin: baseURL! },
    multipart: { file: { name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024) }, alt },
  });
  expect([tooLarge.status(), await tooLarge.json()]).toEqual([
    413,
    { ok: false, field: "image", error: "imageTooLarge" },
  ]);

  // A real picture: stored, previewed, its address in the form.
  await upload.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
  await expect(page.getByLabel(m.imageUrl)).toHaveValue(/^\/api\/media\/[^/]+$/);
  await expect(page.getByText(v.imageUnsupported)).toHaveCount(0);
  const preview = page.getByRole("img", { name: alt });
  await expect(preview).toBeVisible();
  await page.getByRole("button", { name: m.createItem }).click();
  await page.waitForURL(/\/editor\/(?!new$)[^/]+$/);
  await expect(page.getByLabel(m.imageUrl)).toHaveValue(/^\/api\/media\//);

  await writeEnglish(page, `A covered item ${editor.id.slice(0, 8)}`);
  await page.getByRole("button", { name: m.publishNow.replace("{language}", "English") }).click();
  await expect(page.getByText(m.publishedToast.replace("{language}", "English"))).toBeVisible();

  // The reader's page: the cover, loaded (the CSP lets it in), in the media route's widths.
  const reader = await context.browser()!.newPage();
  await reader.goto(`${baseURL}/news/${categorySlug}/${slug}`);
  const cover = reader.getByTestId("cover");
  await expect(cover).toHaveAttribute("alt", alt);
  await expect(cover).toHaveAttribute("srcset", /\/api\/media\/[^ ]+\?w=320 320w, .*\?w=960 800w$/);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await reader.close();
});

test("an editor exports an item as Markdown and imports the file as a new item", async ({ page, context, baseURL }) => {
  test.slow();
  const editor = await createMember({ role: "EDITOR" });
  await signInAs(context, editor, baseURL!);
  const slug = `exported-${editor.id.slice(0, 8)}`;
  const title = `An exported item ${editor.id.slice(0, 8)}`;

  await page.goto("/editor/new");
  await requiredFields(page, slug);
  await page.getByRole("button", { name: m.createItem }).click();
  await page.waitForURL(/\/editor\/(?!new$)[^/]+$/);
  const itemUrl = page.url();
  await writeEnglish(page, title);

  await page.goto(itemUrl);
  await expectNoSeriousA11yViolations(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: m.exportLanguage.replace("{language}", "English") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}.en.md`);
  const text = await readFile((await download.path())!, "utf8");
  expect(text).toMatch(new RegExp(`^---\\ntype: news\\ntitle: ${title}\\n`));
  expect(text).toContain("\n---\n\nA body with **bold** words.\n");

  // The same file again: its address is taken, so nothing is imported and the page says why.
  await page.goto("/editor/new");
  await expectNoSeriousA11yViolations(page);
  const files = page.getByLabel(m.importFiles);
  const exported = { name: download.suggestedFilename(), mimeType: "text/markdown", buffer: Buffer.from(text) };
  await files.setInputFiles(exported);
  await page.getByRole("button", { name: m.importSubmit }).click();
  await expect(page.getByTestId("import-problems")).toContainText(m.importProblem.slugTaken);

  // Under another address: a new item, its English text a draft.
  await files.setInputFiles(exported);
  await page.getByLabel(m.importSlug).fill(`${slug}-copy`);
  await page.getByRole("button", { name: m.importSubmit }).click();
  await page.waitForURL(/\/editor\/(?!new$)[^/]+$/);
  expect(page.url()).not.toBe(itemUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("language-en")).toContainText(m.statuses.DRAFT);
  await expect(page.getByLabel(m.slug)).toHaveValue(`${slug}-copy`);
});
