import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations, messages } from "./support/pages";
import { article } from "./support/articles";
import { createMember, signInAs, sqlOne } from "./support/members";

const toast = (page: Page) => page.locator("[data-sonner-toast]");

// Sign-in hashes passwords with scrypt on purpose; allow for a busy test machine.
test.describe.configure({ timeout: 60_000 });

test.describe("members-only pages", () => {
  for (const [path, expected] of [
    ["/user/account", "/user/account"],
    ["/user/bookmarks", "/user/bookmarks"],
    ["/es/directory?country=MX", "/es/directory?country=MX"],
    ["/fr/directory/clinics", "/fr/directory/clinics"],
    ["/search?q=mask&type=DIRECTORY", "/search?q=mask&type=DIRECTORY"],
  ] as const) {
    test(`${path} sends a visitor to the need-login gate and back`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(
        (url) => url.pathname.endsWith("/auth/need-login") && url.searchParams.get("callbackUrl") === expected,
      );
    });
  }

  test("after signing in from the gate, the member is back on the page they wanted", async ({ page }) => {
    const m = messages.es;
    const email = `gate-${Date.now()}@example.test`;
    // A member with a password (the hash of "gate password 1", made by the app's own sign-up).
    await page.goto("/es/auth/sign-up");
    await page.getByLabel(m.AuthForm.email).fill(email);
    await page.getByLabel(m.AuthForm.password, { exact: true }).fill("gate password 1");
    await page.getByLabel(m.AuthForm.confirmPassword).fill("gate password 1");
    await page.getByRole("button", { name: m.AuthForm.submit.signUp }).click();
    // Sign-up hashes the password at scrypt's full cost (128 MiB): allow for a busy machine.
    await expect(toast(page).filter({ hasText: m.AuthForm.toasts.signUpTitle })).toBeVisible({ timeout: 20_000 });
    // Confirmed as its link would: the password waiting on the confirmation becomes the account's.
    await sqlOne(
      `UPDATE "User" u SET "emailVerified" = now(), "passwordHash" = t."passwordHash" FROM "AuthToken" t
       WHERE u.email = $1 AND t.email = u.email AND t.purpose = 'CONFIRM_EMAIL' RETURNING u.id`,
      [email],
    );

    await page.goto("/es/directory");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.AuthPages.needLoginTitle);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("main").getByRole("link", { name: m.AuthPages.signIn }).click();
    await page.getByLabel(m.AuthForm.email).fill(email);
    await page.getByLabel(m.AuthForm.password).fill("gate password 1");
    await page.getByRole("button", { name: m.AuthForm.submit.signIn }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/es/directory");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(m.AuthPages.needLoginTitle);
  });

  test("a callback to another site is ignored (no open redirect)", async ({ page }) => {
    const m = messages.en;
    const member = await createMember({ password: "open redirect 1" });
    await page.goto(`/auth/sign-in?callbackUrl=${encodeURIComponent("https://evil.example/steal")}`);
    await page.getByLabel(m.AuthForm.email).fill(member.email);
    await page.getByLabel(m.AuthForm.password).fill("open redirect 1");
    await page.getByRole("button", { name: m.AuthForm.submit.signIn }).click();
    await expect(page).toHaveURL(
      (url) => url.origin === new URL(page.url()).origin && url.pathname === "/" && !url.href.includes("evil"),
    );
  });
});

test.describe("account page", () => {
  test("a member without a username is asked for one; wrong input is explained; saving shows the toast", async ({
    page,
    signIn,
  }) => {
    const m = messages.fr;
    const f = m.AccountForm;
    const member = await createMember({ username: null });
    await signIn(member);
    await page.goto("/fr/user/account?needUsername=1");
    await expect(page.getByText(m.AccountPage.needUsername)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(f.name, { exact: true }).fill("A");
    await page.getByLabel(f.bio).fill("Court");
    await page.getByLabel(f.website).fill("pas une adresse");
    await page.getByRole("button", { name: f.save }).click();
    await expect(page.getByText(m.Validation.nameTooShort)).toBeVisible();
    await expect(page.getByText(m.Validation.usernameRequired)).toBeVisible();
    await expect(page.getByText(m.Validation.bioTooShort)).toBeVisible();
    await expect(page.getByText(m.Validation.websiteInvalid)).toBeVisible();
    await expect(page.getByLabel(f.bio)).toHaveValue("Court");

    const taken = await createMember();
    await page.getByLabel(f.name, { exact: true }).fill("Camille Martin");
    await page.getByLabel(f.username).fill(taken.username!);
    await page.getByLabel(f.bio).fill("J’apprends à mieux aérer ma maison.");
    await page.getByLabel(f.website).fill("https://camille.example");
    await page.getByRole("button", { name: f.save }).click();
    await expect(page.getByText(m.Validation.usernameTaken)).toBeVisible();

    const username = `camille_${Date.now().toString(36)}`;
    await page.getByLabel(f.username).fill(username);
    await page.getByRole("button", { name: f.save }).click();
    await expect(toast(page).filter({ hasText: f.toasts.profileSaved })).toBeVisible();
    expect(await sqlOne(`SELECT username, name, website FROM "User" WHERE id = $1`, [member.id])).toEqual({
      username,
      name: "Camille Martin",
      website: "https://camille.example",
    });

    await page.getByRole("link", { name: m.AccountPage.preferencesTab }).click();
    await page.getByLabel(f.newsletter).check();
    await page.getByRole("button", { name: f.savePreferences }).click();
    await expect(toast(page).filter({ hasText: f.toasts.preferencesSaved })).toBeVisible();
    expect(await sqlOne(`SELECT newsletter FROM "User" WHERE id = $1`, [member.id])).toEqual({ newsletter: true });
  });
});

test.describe("a username is optional on the profile", () => {
  test("a member without one saves their name and theme alone; the username stays empty (pt)", async ({
    page,
    signIn,
  }) => {
    const m = messages.pt;
    const f = m.AccountForm;
    const member = await createMember({ username: null });
    await signIn(member);
    await page.goto("/pt/user/account");
    await page.getByLabel(f.name, { exact: true }).fill("Ana Souza");
    await page.getByLabel(f.theme).selectOption("dark");
    await page.getByRole("button", { name: f.save }).click();
    await expect(toast(page).filter({ hasText: f.toasts.profileSaved })).toBeVisible();
    expect(await sqlOne(`SELECT username, name, theme FROM "User" WHERE id = $1`, [member.id])).toEqual({
      username: null,
      name: "Ana Souza",
      theme: "DARK",
    });
  });

  test("a member who has one may change it but not remove it; nothing else is saved then (fr)", async ({
    page,
    member,
    signIn,
  }) => {
    const m = messages.fr;
    const f = m.AccountForm;
    await signIn(member);
    await page.goto("/fr/user/account");
    await page.getByLabel(f.username).fill("");
    await page.getByLabel(f.name, { exact: true }).fill("Camille Martin");
    await page.getByRole("button", { name: f.save }).click();
    await expect(page.getByText(m.Validation.usernameKept)).toBeVisible();
    await expect(page.getByLabel(f.name, { exact: true })).toHaveValue("Camille Martin");
    expect(await sqlOne(`SELECT username, name FROM "User" WHERE id = $1`, [member.id])).toEqual({
      username: member.username,
      name: member.name,
    });
  });
});

test.describe("staff find their screens from the account page", () => {
  const links = (m: (typeof messages)["en"]) => ({
    newsroom: m.Editor.title,
    queue: m.ModerationQueue.title,
    inbox: m.ModerationInbox.title,
    roles: m.AccountPage.rolesLink,
  });
  const expected = {
    USER: [],
    MODERATOR: ["queue", "inbox"],
    EDITOR: ["newsroom", "inbox"],
    ADMIN: ["newsroom", "queue", "inbox", "roles"],
  } as const;
  for (const [role, shown] of Object.entries(expected)) {
    test(`${role.toLowerCase()}: ${shown.join(", ") || "no staff links"}`, async ({ page, context, baseURL }) => {
      const m = messages.es;
      await signInAs(context, await createMember({ role: role as keyof typeof expected }), baseURL!);
      await page.goto("/es/user/account");
      for (const [key, name] of Object.entries(links(m))) {
        const link = page.getByRole("link", { name, exact: true });
        if ((shown as readonly string[]).includes(key)) {
          await expect(link).toBeVisible();
          // Each leads to a page this member may open.
          const response = await page.request.get((await link.getAttribute("href"))!);
          expect(response.status(), `${role} ${key}`).toBe(200);
        } else await expect(link).toHaveCount(0);
      }
    });
  }
});

test.describe("the username gate's way back", () => {
  // The forum links members without a username to this page with a callback; a crafted one that
  // normalises to another host ("/..//evil.example" is "//evil.example" once resolved) goes home.
  for (const callback of ["/..//evil.example/steal", "/%2F%2Fevil.example/steal", "/%5Cevil.example/steal"]) {
    test(`saving a username with callbackUrl=${callback} stays on this site`, async ({ page, baseURL, signIn }) => {
      const m = messages.en;
      await page.route(
        (url) => url.hostname === "evil.example",
        (route) => route.fulfill({ body: "evil" }),
      );
      const member = await createMember({ username: null });
      await signIn(member);
      await page.goto(`/user/account?needUsername=1&callbackUrl=${encodeURIComponent(callback)}`);
      await page.getByLabel(m.AccountForm.username).fill(`back_${Date.now().toString(36)}`);
      await page.getByRole("button", { name: m.AccountForm.save }).click();
      await expect(page).toHaveURL((url) => url.origin === new URL(baseURL!).origin && url.pathname === "/");
    });
  }

  test("a callback on this site brings the member back there", async ({ page, signIn }) => {
    const m = messages.en;
    const member = await createMember({ username: null });
    await signIn(member);
    await page.goto(`/user/account?needUsername=1&callbackUrl=${encodeURIComponent("/forum")}`);
    await page.getByLabel(m.AccountForm.username).fill(`back_${Date.now().toString(36)}`);
    await page.getByRole("button", { name: m.AccountForm.save }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/forum");
  });
});

test.describe("bookmarks and members-only text", () => {
  test("a member bookmarks an article, finds it in their bookmarks and removes it", async ({
    page,
    member,
    signIn,
  }) => {
    const m = messages.en;
    await signIn(member);
    const article = await sqlOne<{ slug: string; category: string; title: string }>(
      `SELECT a.slug, c.slug AS category, t.title FROM "Article" a JOIN "Category" c ON c.id = a."categoryId"
       JOIN "ArticleTranslation" t ON t."articleId" = a.id AND t.locale = 'en' WHERE a.type = 'NEWS' AND a."accessLevel" = 'FREE' ORDER BY a.slug LIMIT 1`,
    );
    await page.goto(`/news/${article.category}/${article.slug}`);
    await page.getByRole("button", { name: m.Bookmark.add }).click();
    await expect(toast(page).filter({ hasText: m.Bookmark.added })).toBeVisible();
    await expect(page.getByRole("button", { name: m.Bookmark.remove })).toHaveAttribute("aria-pressed", "true");

    await page.goto("/user/bookmarks");
    await expect(page.getByRole("main")).toContainText(article.title);
    await page.getByRole("button", { name: `${m.BookmarksPage.remove}: ${article.title}` }).click();
    await expect(page.getByText(m.BookmarksPage.empty)).toBeVisible();
  });

  test("a visitor's bookmark control leads to sign-in and back", async ({ page }) => {
    const article = await sqlOne<{ slug: string; category: string }>(
      `SELECT a.slug, c.slug AS category FROM "Article" a JOIN "Category" c ON c.id = a."categoryId" WHERE a.type = 'NEWS' LIMIT 1`,
    );
    const path = `/news/${article.category}/${article.slug}`;
    await page.goto(path);
    await page.getByRole("link", { name: messages.en.ArticlePage.bookmarkSignIn }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/auth/sign-in" && url.searchParams.get("callbackUrl") === path,
      { timeout: 15_000 },
    );
  });

  test("premium text never reaches a visitor's browser; a member reads all of it", async ({ page, member, signIn }) => {
    const { id, path, secret } = await article("PREMIUM");

    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain(secret);
    expect((await page.request.get(`/api/articles/${id}/body?locale=en`)).status()).toBe(401);

    await signIn(member);
    await page.goto(path);
    await expect(page.locator("[data-member-body]")).toContainText(secret);
  });
});

test("ticking the newsletter in Preferences lists it under the subscriptions at once", async ({
  page,
  member,
  signIn,
}) => {
  const m = messages.en;
  await signIn(member);
  await page.goto("/user/account?tab=preferences");
  const subscriptions = page.getByRole("region", { name: m.Subscriptions.accountTitle });
  await expect(subscriptions).toBeVisible();
  await expect(subscriptions.getByRole("listitem").filter({ hasText: m.Subscriptions.topicNewsletter })).toHaveCount(0);
  await page.getByLabel(m.AccountForm.newsletter).check();
  await page.getByRole("button", { name: m.AccountForm.savePreferences }).click();
  await expect(toast(page).filter({ hasText: m.AccountForm.toasts.preferencesSaved })).toBeVisible();
  // Without reloading: the list is rendered on the server again.
  await expect(subscriptions.getByRole("listitem").filter({ hasText: m.Subscriptions.topicNewsletter })).toHaveCount(1);
});
