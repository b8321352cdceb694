import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, localized, messages } from "./support/pages";
import { query, uniqueToken } from "./support/forms";
import { createMember, signInAs } from "./support/members";

// The moderation inbox: moderators and admins see submissions and mark them handled; others don't.

test("a moderator marks a contribution and a support request handled", async ({ page, context, baseURL }) => {
  const m = messages.es.ModerationInbox;
  const token = uniqueToken();
  await query(
    `INSERT INTO "Contribution" (id, category, description, email, "fromName", locale) VALUES ($1, 'RESOURCE', $2, 'f@example.org', 'Flor', 'es')`,
    [`c-${token}`, `Una guía nueva ${token}`],
  );
  await query(
    `INSERT INTO "SupportRequest" (id, name, email, product, subject, message, locale) VALUES ($1, 'Gil', 'g@example.org', 'WEBSITE', $2, 'Necesito ayuda con mi cuenta.', 'pt')`,
    [`s-${token}`, `Ayuda ${token}`],
  );
  await signInAs(context, await createMember({ role: "MODERATOR" }), baseURL!);

  await page.goto(localized("es", "/moderation/inbox"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
  const contribution = page.getByRole("article").filter({ hasText: `Una guía nueva ${token}` });
  await expect(contribution).toContainText("f@example.org");
  await expectNoSeriousA11yViolations(page);
  await contribution.getByRole("button", { name: m.markHandled }).click();
  await expect(contribution).toHaveCount(0);
  const request = page.getByRole("article").filter({ hasText: `Ayuda ${token}` });
  await request.getByRole("button", { name: m.markHandled }).click();
  await expect(request).toHaveCount(0);

  const rows = await query<{ status: string; handled: boolean }>(
    `SELECT status, "handledAt" IS NOT NULL AS handled FROM "Contribution" WHERE id = $1 UNION ALL SELECT status, "handledAt" IS NOT NULL FROM "SupportRequest" WHERE id = $2`,
    [`c-${token}`, `s-${token}`],
  );
  expect(rows).toEqual([
    { status: "HANDLED", handled: true },
    { status: "HANDLED", handled: true },
  ]);

  await page.getByRole("link", { name: m.showHandled }).click();
  await expect(page.getByRole("article").filter({ hasText: `Una guía nueva ${token}` })).toBeVisible();
});

test("a member who is not a moderator gets the 404 page", async ({ page, context, baseURL }) => {
  await signInAs(context, await createMember({ role: "USER" }), baseURL!);
  const response = await page.goto(localized("fr", "/moderation/inbox"));
  expect(response?.status()).toBe(404);
});

test("a visitor is sent to sign in and back", async ({ page }) => {
  await page.goto(localized("pt", "/moderation/inbox"));
  await expect(page).toHaveURL(/\/pt\/auth\/need-login\?callbackUrl=%2Fpt%2Fmoderation%2Finbox/);
});
