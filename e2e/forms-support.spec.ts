import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, localized, locales, messages } from "./support/pages";
import { failServerActions, query, uniqueToken, useOwnAddress } from "./support/forms";
import { readMail } from "./support/mail";

// The /support form in every language: messages for empty and wrong input, a stored request
// with its staff mail (over SMTP), and a failed send that keeps what was typed.
const staff = process.env.STAFF_EMAIL ?? "staff@localhost";

for (const locale of locales) {
  test.describe(`support in ${locale}`, () => {
    const m = messages[locale];
    const errors = m.Validation;
    const path = localized(locale, "/support");

    test.beforeEach(async ({ page }) => {
      await useOwnAddress(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.SupportPage.title);
    });

    test("explains what is missing and what is wrong", async ({ page }) => {
      const form = page.getByRole("form", { name: m.SupportForm.label });
      await form.getByRole("button", { name: m.FormStatus.submit }).click();
      for (const text of [
        errors.nameRequired,
        errors.emailRequired,
        errors.productRequired,
        errors.subjectRequired,
        errors.messageRequired,
      ]) {
        await expect(form.getByText(text, { exact: true })).toBeVisible();
      }
      const name = form.getByLabel(m.SupportForm.name);
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(errors.nameRequired);

      await name.fill("A");
      await form.getByLabel(m.SupportForm.email).fill("a@@example.org");
      await form.getByLabel(m.SupportForm.subject).fill("Help");
      await form.getByLabel(m.SupportForm.message).fill("It broke.");
      await form.getByRole("button", { name: m.FormStatus.submit }).click();
      for (const text of [
        errors.nameTooShort,
        errors.emailInvalid,
        errors.productRequired,
        errors.subjectTooShort,
        errors.messageTooShort,
      ]) {
        await expect(form.getByText(text, { exact: true })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    });

    test("stores a request and mails the staff", async ({ page }) => {
      const token = uniqueToken();
      const form = page.getByRole("form", { name: m.SupportForm.label });
      await form.getByLabel(m.SupportForm.name).fill("Dora Reader");
      await form.getByLabel(m.SupportForm.email).fill("dora@example.org");
      await form.getByLabel(m.SupportForm.products.WEBSITE).check();
      await form.getByLabel(m.SupportForm.subject).fill(`Delete my data ${token}`);
      await form.getByLabel(m.SupportForm.message).fill("Please delete my account and everything I posted.");
      const since = new Date();
      await form.getByRole("button", { name: m.FormStatus.submit }).click();

      await expect(page.getByText(m.SupportForm.successTitle, { exact: true })).toBeVisible();
      await expect(page.getByText(m.SupportForm.successText, { exact: true })).toBeVisible();
      await expect(form.getByLabel(m.SupportForm.subject)).toHaveValue("");

      const rows = await query(
        `SELECT name, email, product, locale, status FROM "SupportRequest" WHERE subject LIKE $1`,
        [`%${token}%`],
      );
      expect(rows).toEqual([
        { name: "Dora Reader", email: "dora@example.org", product: "WEBSITE", locale, status: "NEW" },
      ]);
      const mail = await readMail({ to: staff, subject: token, since });
      expect(mail.subject).toContain("Support request");
      expect(mail.text).toContain("Please delete my account");
    });

    test("keeps what was typed when sending fails", async ({ page }) => {
      const token = uniqueToken();
      await failServerActions(page, path);
      const form = page.getByRole("form", { name: m.SupportForm.label });
      const message = `The app does not open on my phone since the update (${token}).`;
      await form.getByLabel(m.SupportForm.name).fill("Eva");
      await form.getByLabel(m.SupportForm.email).fill("eva@example.org");
      await form.getByLabel(m.SupportForm.products.MOBILE_APP).check();
      await form.getByLabel(m.SupportForm.subject).fill("App crash");
      await form.getByLabel(m.SupportForm.message).fill(message);
      await form.getByRole("button", { name: m.FormStatus.submit }).click();

      // The form's notice and the toast say the same words; either may be on screen first.
      await expect(page.getByText(m.ActionErrors.failed, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(m.ActionErrors.tryLater, { exact: true }).first()).toBeVisible();
      await expect(form.getByLabel(m.SupportForm.name)).toHaveValue("Eva");
      await expect(form.getByLabel(m.SupportForm.email)).toHaveValue("eva@example.org");
      await expect(form.getByLabel(m.SupportForm.products.MOBILE_APP)).toBeChecked();
      await expect(form.getByLabel(m.SupportForm.subject)).toHaveValue("App crash");
      await expect(form.getByLabel(m.SupportForm.message)).toHaveValue(message);
      expect(await query(`SELECT id FROM "SupportRequest" WHERE message = $1`, [message])).toEqual([]);
    });
  });
}
