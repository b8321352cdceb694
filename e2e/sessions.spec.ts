import { expect, test, type BrowserContext } from "@playwright/test";
import { expectNoSeriousA11yViolations, messages, signOutThroughMenu } from "./support/pages";
import { createMember, sessionCookieFor, signInAs, sqlOne } from "./support/members";

// Sessions end when the member says so: each session is a row on the server, checked on
// every request, so a copied cookie stops working once its session is ended, /api/_auth/session too.
const sessionOf = async (context: BrowserContext) =>
  (await (await context.request.get("/api/_auth/session")).json()) as { user?: { id: string } };

test("signing out ends the session on the server: a copy of the cookie no longer works", async ({
  browser,
  baseURL,
}) => {
  const member = await createMember();
  const mine = await browser.newContext({ baseURL });
  await signInAs(mine, member, baseURL!);
  const copied = (await mine.cookies()).find((c) => c.name === "next-auth.session-token")!;
  const thief = await browser.newContext({ baseURL });
  await thief.addCookies([copied]);
  expect((await sessionOf(thief)).user?.id).toBe(member.id);

  const page = await mine.newPage();
  await page.goto("/");
  await signOutThroughMenu(page);

  expect((await sessionOf(thief)).user).toBeUndefined();
  const stolen = await thief.newPage();
  await stolen.goto("/user/account");
  await expect(stolen).toHaveURL((url) => url.pathname === "/auth/need-login");
  await Promise.all([mine.close(), thief.close()]);
});

test("the Sessions tab lists each browser; signing out one or everywhere else ends them at once", async ({
  browser,
  baseURL,
}) => {
  const m = messages.fr;
  const t = m.AccountSessions;
  const member = await createMember();
  const laptop = await browser.newContext({ baseURL });
  await signInAs(laptop, member, baseURL!);
  const phone = await browser.newContext({ baseURL });
  const phoneCookie = await sessionCookieFor(
    member,
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
  );
  await phone.addCookies([{ name: "next-auth.session-token", value: phoneCookie.value, url: baseURL! }]);
  const tablet = await browser.newContext({ baseURL });
  const tabletCookie = await sessionCookieFor(member, "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko Firefox/133.0");
  await tablet.addCookies([{ name: "next-auth.session-token", value: tabletCookie.value, url: baseURL! }]);

  const page = await laptop.newPage();
  await page.goto("/fr/user/account");
  await page.getByRole("link", { name: m.AccountPage.sessionsTab }).click();
  await expect(page.getByRole("heading", { level: 2, name: t.title })).toBeVisible();
  const rows = page.getByTestId("session");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(t.thisBrowser);
  await expect(rows.first()).toContainText("Chrome sur Linux");
  await expect(page.getByText("Safari sur iOS")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // One session: the phone's.
  await page.getByRole("button", { name: t.signOutLabel.replace("{device}", "Safari sur iOS") }).click();
  await expect(rows).toHaveCount(2);
  expect((await sessionOf(phone)).user).toBeUndefined();
  expect((await sessionOf(tablet)).user?.id).toBe(member.id);

  // Everywhere else: the tablet's; this browser stays signed in.
  await page.getByRole("button", { name: t.signOutOthers }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText(t.noOthers)).toBeVisible();
  expect((await sessionOf(tablet)).user).toBeUndefined();
  expect((await sessionOf(laptop)).user?.id).toBe(member.id);
  expect(await sqlOne(`SELECT count(*)::int AS n FROM "Session" WHERE "userId" = $1`, [member.id])).toEqual({ n: 1 });
  await Promise.all([laptop.close(), phone.close(), tablet.close()]);
});
