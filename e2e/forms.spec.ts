import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, localized, locales, messages } from "./support/pages";
import { failServerActions, query, uniqueToken, useOwnAddress } from "./support/forms";
import { readMail } from "./support/mail";

// The /contribute form in every language: messages for empty and wrong input, a stored
// submission with its staff mail (over SMTP), and a failed send that keeps what was typed.
const staff = process.env.STAFF_EMAIL ?? "staff@localhost";

for (const locale of locales) {
  test.describe(`contribute in ${locale}`, () => {
    const m = messages[locale];
    const errors = m.Validation;
    const path = localized(locale, "/contribute");

    test.beforeEach(async ({ page }) => {
      await useOwnAddress(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.ContributePage.title);
    });

    test("explains what is missing and what is wrong", async ({ page }) => {
      const form = page.getByRole("form", { name: m.ContributeForm.label });
      await form.getByRole("button", { name: m.FormStatus.submit }).click();
      for (const text of [
        errors.categoryRequired,
        errors.descriptionRequired,
        errors.emailRequired,
        errors.fromNameRequired,
      ]) {
        await expect(form.getByText(text, { exact: true })).toBeVisible();
      }
      const category = form.getByLabel(m.ContributeForm.category);
      await expect(category).toBeFocused();
      await expect(category).toHaveAttribute("aria-invalid", "true");
      await expect(category).toHaveAccessibleDescription(errors.categoryRequired);

      await form.getByLabel(m.ContributeForm.description).fill("Too short");
      await form.getByLabel(m.ContributeForm.link).fill("not a link");
      await form.getByLabel(m.ContributeForm.fromName).fill("Al");
      await form.getByLabel(m.ContributeForm.email).fill("al@example");
      await form.getByRole("button", { name: m.FormStatus.submit }).click();
      for (const text of [
        errors.categoryRequired,
        errors.descriptionTooShort,
        errors.linkInvalid,
        errors.fromNameTooShort,
        errors.emailInvalid,
      ]) {
        await expect(form.getByText(text, { exact: true })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    });

    test("stores a contribution and mails the staff", async ({ page }) => {
      const token = uniqueToken();
      const form = page.getByRole("form", { name: m.ContributeForm.label });
      await form.getByLabel(m.ContributeForm.category).selectOption("SCIENCE");
      await form.getByLabel(m.ContributeForm.description).fill(`A new study on indoor air worth listing (${token}).`);
      await form.getByLabel(m.ContributeForm.link).fill("https://example.org/study");
      await form.getByLabel(m.ContributeForm.fromName).fill("Ana Contributor");
      await form.getByLabel(m.ContributeForm.email).fill("ana@example.org");
      const since = new Date();
      await form.getByRole("button", { name: m.FormStatus.submit }).click();

      await expect(page.getByText(m.ContributeForm.successTitle, { exact: true })).toBeVisible();
      await expect(page.getByText(m.ContributeForm.successText, { exact: true })).toBeVisible();
      await expect(form.getByLabel(m.ContributeForm.description)).toHaveValue("");

      const rows = await query(
        `SELECT category, email, "fromName", link, locale, status FROM "Contribution" WHERE description LIKE $1`,
        [`%${token}%`],
      );
      expect(rows).toEqual([
        {
          category: "SCIENCE",
          email: "ana@example.org",
          fromName: "Ana Contributor",
          link: "https://example.org/study",
          locale,
          status: "NEW",
        },
      ]);
      const mail = await readMail({ to: staff, contains: token, since });
      expect(mail.subject).toContain("New contribution");
      expect(mail.text).toContain("ana@example.org");
    });

    test("keeps what was typed when sending fails", async ({ page }) => {
      const token = uniqueToken();
      await failServerActions(page, path);
      const form = page.getByRole("form", { name: m.ContributeForm.label });
      const description = `Please list this clinic, it has HEPA filters (${token}).`;
      await form.getByLabel(m.ContributeForm.category).selectOption("DIRECTORY");
      await form.getByLabel(m.ContributeForm.description).fill(description);
      await form.getByLabel(m.ContributeForm.fromName).fill("Bruno");
      await form.getByLabel(m.ContributeForm.email).fill("bruno@example.org");
      await form.getByRole("button", { name: m.FormStatus.submit }).click();

      // The form's notice and the toast say the same words; either may be on screen first.
      await expect(page.getByText(m.ActionErrors.failed, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(m.ActionErrors.tryLater, { exact: true }).first()).toBeVisible();
      await expect(form.getByLabel(m.ContributeForm.category)).toHaveValue("DIRECTORY");
      await expect(form.getByLabel(m.ContributeForm.description)).toHaveValue(description);
      await expect(form.getByLabel(m.ContributeForm.fromName)).toHaveValue("Bruno");
      await expect(form.getByLabel(m.ContributeForm.email)).toHaveValue("bruno@example.org");
      expect(await query(`SELECT id FROM "Contribution" WHERE description LIKE $1`, [`%${token}%`])).toEqual([]);
    });
  });
}

test("a flood from one address gets a translated message and keeps the text", async ({ page }) => {
  const m = messages.fr;
  const address = await useOwnAddress(page);
  // Five contributions from this address in the current window: the sixth is refused.
  const windowMs = 600_000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  for (const start of [windowStart, new Date(windowStart.getTime() + windowMs)]) {
    await query(`INSERT INTO "RateLimit" (key, "windowStart", count) VALUES ($1, $2, 5)`, [
      `form:contribute:10min:${address.toLowerCase()}`,
      start.toISOString(),
    ]);
  }
  await page.goto(localized("fr", "/contribute"));
  const form = page.getByRole("form", { name: m.ContributeForm.label });
  const description = "Une sixième contribution envoyée trop vite.";
  await form.getByLabel(m.ContributeForm.category).selectOption("OTHER");
  await form.getByLabel(m.ContributeForm.description).fill(description);
  await form.getByLabel(m.ContributeForm.fromName).fill("Claire");
  await form.getByLabel(m.ContributeForm.email).fill("claire@example.org");
  await form.getByRole("button", { name: m.FormStatus.submit }).click();

  await expect(form.getByRole("alert")).toContainText(m.ActionErrors.rateLimited);
  await expect(form.getByLabel(m.ContributeForm.description)).toHaveValue(description);
  expect(await query(`SELECT id FROM "Contribution" WHERE description = $1`, [description])).toEqual([]);
});
