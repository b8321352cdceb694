import { expect, test } from "./support/fixtures";
import { createMember } from "./support/members";
import { expectNoSeriousA11yViolations, localized, messages } from "./support/pages";

// Roles: an admin appoints and removes editors, moderators and admins on /admin/roles,
// every change shown with who made it; nobody else reaches the page.

test("an admin appoints an editor with only the required field, then takes the role away", async ({
  page,
  admin,
  member: target,
  signIn,
  db,
}) => {
  test.slow(); // an axe scan and four round trips, on a loaded machine
  const m = messages.fr.AdminRoles;
  const v = messages.fr.Validation;
  await signIn(admin);

  await page.goto(localized("fr", "/admin/roles"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
  await expect(page.getByTestId("staff-member").filter({ hasText: admin.email })).toContainText(m.you);
  await expectNoSeriousA11yViolations(page);

  // A name nobody has: the field says so and keeps what was typed.
  const field = page.getByLabel(m.member);
  await field.fill(`nobody-${target.id}@example.test`);
  await page.getByRole("button", { name: m.submit }).click();
  await expect(page.getByText(v.memberNotFound)).toBeVisible();
  await expect(field).toHaveValue(`nobody-${target.id}@example.test`);
  await expect(field).toBeFocused();

  // Only the required field: the role keeps its default (editor).
  await field.fill(target.username!);
  await page.getByRole("button", { name: m.submit }).click();
  await expect(page.getByText(m.saved).first()).toBeVisible();
  const row = page.getByTestId("staff-member").filter({ hasText: target.email });
  await expect(row).toContainText(m.roles.EDITOR);
  await expect(page.getByTestId("role-log")).toContainText(target.email);
  expect(await db.sql(`SELECT role FROM "User" WHERE id = $1`, [target.id])).toEqual([{ role: "EDITOR" }]);

  await row
    .getByRole("button", { name: m.removeLabel.replace("{member}", `${target.username} (${target.email})`) })
    .click();
  await expect(page.getByTestId("staff-member").filter({ hasText: target.email })).toHaveCount(0);
  expect(
    await db.sql(
      `SELECT "fromRole", "toRole", "actorId" FROM "RoleChange" WHERE "targetId" = $1 ORDER BY "createdAt"`,
      [target.id],
    ),
  ).toEqual([
    { fromRole: "USER", toRole: "EDITOR", actorId: admin.id },
    { fromRole: "EDITOR", toRole: "USER", actorId: admin.id },
  ]);
});

test("an empty form is refused in the visitor's language and changes nothing", async ({ page, admin, signIn }) => {
  const m = messages.es.AdminRoles;
  await signIn(admin);
  await page.goto(localized("es", "/admin/roles"));
  await page.getByRole("button", { name: m.submit }).click();
  await expect(page.getByText(messages.es.Validation.memberRequired)).toBeVisible();
});

test("members, editors and moderators get the 404 page; a visitor is sent to sign in", async ({ contextFor }) => {
  for (const role of ["USER", "EDITOR", "MODERATOR"] as const) {
    const context = await contextFor(await createMember({ role }));
    const page = await context.newPage();
    const response = await page.goto(localized("pt", "/admin/roles"));
    expect(response?.status(), role).toBe(404);
    await context.close();
  }
  const context = await contextFor();
  const page = await context.newPage();
  await page.goto(localized("en", "/admin/roles"));
  await expect(page).toHaveURL(/\/auth\/need-login\?callbackUrl=%2Fadmin%2Froles/);
});
