import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, localized, messages } from "../support/pages";
import { createMember, signInAs, sql, sqlOne } from "../support/members";

// The admin System page: the build, migrations, database size, queues and outbox, in each language;
// a failed mail is sent again from its button; nobody but an admin reaches the page.

test("an admin sees the system's state and sends a failed mail again", async ({ page, context, baseURL }) => {
  test.slow();
  const admin = await createMember({ role: "ADMIN" });
  const [mail] = await sql<{ id: string }>(
    `INSERT INTO "OutgoingMail" (id, "to", subject, text, status, attempts, "lastError")
     VALUES ($1, $2, $3, 'text', 'FAILED', 10, 'SMTP refused the recipient') RETURNING id`,
    [`system-${admin.id}`, admin.email, `Given up ${admin.id}`],
  );
  await signInAs(context, admin, baseURL!);

  for (const locale of ["en", "es", "fr", "pt"] as const) {
    const m = messages[locale].AdminSystem;
    await page.goto(localized(locale, "/admin/system"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
    await expect(page.getByRole("heading", { name: m.queuesTitle })).toBeVisible();
    await expect(page.getByTestId("system-facts")).toContainText(m.databaseSize);
  }
  await expectNoSeriousA11yViolations(page);

  const m = messages.pt.AdminSystem;
  const item = page
    .getByTestId("failed-mails")
    .getByRole("listitem")
    .filter({ hasText: `Given up ${admin.id}` });
  await expect(item).toContainText("SMTP refused the recipient");
  await expect(item.getByRole("button")).toHaveText(m.retry);
  await item.getByRole("button").click();
  await expect(page.getByTestId("failed-mails").getByText(`Given up ${admin.id}`)).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await sqlOne<{ status: string }>(`SELECT status FROM "OutgoingMail" WHERE id = $1`, [mail!.id]))?.status,
    )
    .toBe("SENT");
});

test("a member who is not an admin gets the 404 page", async ({ page, context, baseURL }) => {
  const moderator = await createMember({ role: "MODERATOR" });
  await signInAs(context, moderator, baseURL!);
  const answer = await page.goto("/admin/system");
  expect(answer?.status()).toBe(404);
});
