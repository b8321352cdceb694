import { expect, test, type Page } from "@playwright/test";
import { localized, locales, messages } from "../support/pages";
import { createMember, signInAs, sqlOne } from "../support/members";

// Security headers (docs/adr/0028-two-content-security-policies.md): every page has a
// Content-Security-Policy; pages rendered per request get a fresh nonce and no 'unsafe-inline'; the
// cached ones keep 'self' 'unsafe-inline' (they are the same bytes for everyone). Every kind of page is
// loaded in Chromium and must hydrate without a single policy violation, which is what catches a
// page misfiled by lib/security/csp.ts (a cached page under a nonce policy cannot run its scripts), and
// without a script error (a hydration mismatch is one: React's #418).

type Kind = "nonce" | "cached";

function scriptSrc(policy: string): string {
  return (
    policy
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src ")) ?? ""
  );
}

function expectPolicy(policy: string | undefined, kind: Kind) {
  expect(policy, "Content-Security-Policy header").toBeTruthy();
  const scripts = scriptSrc(policy!);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(policy).toContain(directive);
  }
  if (kind === "nonce") {
    expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
  } else {
    expect(scripts).not.toContain("'nonce-");
    expect(scripts).toContain("'self'");
  }
  expect(scripts).not.toContain("'unsafe-eval'");
}

/**
 * Records CSP violations reported in the page (and its console), from before its first script, and
 * every other error the page's code reports: an uncaught exception, or React's console error for a
 * hydration mismatch. A resource that fails to load (an avatar from outside, with no network here)
 * is not the page's code and is not counted.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding("__cspViolation", (_source, text: string) => void seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !/^Failed to load resource/.test(message.text())) seen.push(message.text());
  });
  page.on("pageerror", (error) => void seen.push(`uncaught: ${error.message}`));
  return seen;
}

/** Loads `path`, checks its policy kind and that it hydrated (the colour-mode switch shows its mode) without violations. */
async function visit(page: Page, path: string, kind: Kind, violations: string[]) {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  expectPolicy(response!.headers()["content-security-policy"], kind);
  // Hydrated: the colour-mode switch, rendered with no mode pressed, presses one once mounted. Then
  // give late chunks a moment (link prefetches keep the network busy, so "network idle" is no signal
  // on a loaded machine).
  await expect(page.locator('header [aria-pressed="true"]')).toHaveCount(1);
  await expect(page.locator("html")).toHaveClass(/\b(light|dark)\b/);
  await page.waitForLoadState("load");
  await page.waitForTimeout(300);
  expect(violations, `violations on ${path}`).toEqual([]);
}

async function samples() {
  const article = await sqlOne<{ cat: string; slug: string }>(
    `SELECT c.slug AS cat, a.slug FROM "Article" a JOIN "Category" c ON c.id = a."categoryId" WHERE a.type = 'NEWS' ORDER BY a.slug LIMIT 1`,
  );
  const product = await sqlOne<{ cat: string; slug: string }>(
    `SELECT c.slug AS cat, a.slug FROM "Article" a JOIN "Category" c ON c.id = a."categoryId" WHERE a.type = 'PRODUCT' ORDER BY a.slug LIMIT 1`,
  );
  const tag = await sqlOne<{ slug: string }>(`SELECT slug FROM "Tag" ORDER BY slug LIMIT 1`);
  const post = await sqlOne<{ id: string }>(
    `SELECT id FROM "ForumPost" WHERE "hiddenAt" IS NULL ORDER BY "publishedAt" LIMIT 1`,
  );
  return {
    article: `/news/${article.cat}/${article.slug}`,
    product: `/products/${product.cat}/${product.slug}`,
    category: `/news/${article.cat}`,
    tag: `/tag/${tag.slug}`,
    post: `/forum/posts/${post.id}`,
  };
}

test.describe("security headers", () => {
  test("cached pages keep their cache and run without policy violations, in every language", async ({ page }) => {
    test.setTimeout(240_000);
    const s = await samples();
    const violations = await watchViolations(page);
    for (const path of [
      "/",
      "/news",
      s.category,
      `${s.category}?page=2`,
      s.article,
      s.product,
      "/legal/privacy-policy",
      "/covidnet",
      "/mobile",
      "/contribute",
      "/support",
      // A visitor's forum, through its cached routes (lib/forum/cached-route.ts).
      "/forum",
      "/forum?category=long-covid&page=1",
      s.post,
    ]) {
      await visit(page, path, "cached", violations);
    }
    for (const locale of locales.filter((l) => l !== "en")) {
      for (const path of ["/", s.article, s.product, "/forum", s.post])
        await visit(page, localized(locale, path), "cached", violations);
    }
  });

  test("pages rendered per request carry a fresh nonce on every script and run without violations", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const s = await samples();
    const moderator = await createMember({ role: "MODERATOR" });
    await signInAs(context, moderator, baseURL!);
    const violations = await watchViolations(page);
    const paths = [
      "/search?q=vaccine",
      s.tag,
      "/directory",
      "/directory/healthcare",
      "/forum",
      s.post,
      "/forum/new",
      "/forum/my-posts",
      "/chat",
      "/user/account",
      "/user/bookmarks",
      "/moderation",
      "/moderation/inbox",
      "/auth/sign-in",
      "/subscriptions",
    ];
    // A member's cached pages are their member variants, rendered per request (docs/adr/0040-member-pages.md).
    for (const path of [...paths, "/", s.article, s.product, s.category]) await visit(page, path, "nonce", violations);
    for (const path of ["/forum", s.post, "/search?q=vacina"])
      await visit(page, localized("pt", path), "nonce", violations);
  });

  test("a page's scripts all carry the header's nonce, and the nonce changes with every request", async ({
    request,
  }) => {
    // The forum's search renders per request for visitors too (the forum itself is cached for them).
    const first = await request.get("/forum/search?q=masks");
    const second = await request.get("/forum/search?q=masks");
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
    const nonce = nonceOf(first.headers()["content-security-policy"]!);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers()["content-security-policy"]!)).not.toBe(nonce);

    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    const executable = scripts.filter(
      (attrs) => !/type="(application\/ld\+json|text\/x-next-themes-disabled)"/.test(attrs),
    );
    expect(executable.length).toBeGreaterThan(3);
    // The one inline script without a nonce is the pre-paint theme script, allowed by its hash.
    const withoutNonce = executable.filter((attrs) => !attrs.includes(`nonce="${nonce}"`));
    expect(withoutNonce).toEqual([""]);
  });

  test("markup injected into a per-request page's HTML does not run", async ({ page }) => {
    // What an escaping bug would let through: the server's own answer (headers untouched) with a
    // script element and an event handler added to its HTML. The policy must stop both.
    await page.route("**/forum/search?q=masks", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "<body",
        '<script>window.__injected = "script"</script><img src="/x.png" onerror="window.__injected = \'handler\'" alt=""><body',
      );
      await route.fulfill({ response, body: html });
    });
    const violations = await watchViolations(page);
    await page.goto("/forum/search?q=masks");
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected ?? null)).toBeNull();
    await expect.poll(() => violations.filter((v) => v.startsWith("script-src")).length).toBeGreaterThanOrEqual(2);
  });

  test("unknown pages answer the localized 404 and run without violations", async ({ page }) => {
    const violations = await watchViolations(page);
    const unknown = [
      "/no-such-type",
      "/news/no-such-category",
      "/news/no-such-category/no-such-article",
      "/forum/no/such",
      "/legal/no-such-page",
      "/es/tag/no-such-tag",
      "/fr/forum/posts/no-such-post",
      "/a/b/c/d",
    ];
    for (const path of unknown) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
      expect(response!.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      await page.waitForLoadState("load");
      await page.waitForTimeout(300);
      expect(violations, `violations on ${path}`).toEqual([]);
    }
  });

  test("every answer has the static security headers; API answers may load nothing", async ({ request }) => {
    for (const path of ["/", "/forum", "/es/news", "/api/health", "/sitemap.xml", "/rss.xml", "/robots.txt"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["x-frame-options"], path).toBe("DENY");
      // `npm test` runs a production server: HSTS is on (browsers ignore it over plain http).
      expect(headers["strict-transport-security"], path).toContain("max-age=");
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
    const api = (await request.get("/api/health")).headers()["content-security-policy"];
    expect(api).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test("the session cookie is HttpOnly and SameSite=Lax; the language cookie turns Secure behind https", async ({
    page,
    request,
  }) => {
    const member = await createMember({ password: "correct horse battery staple" });
    await page.goto("/auth/sign-in");
    const m = messages.en;
    await page.getByLabel(m.AuthForm.email).fill(member.email);
    await page.getByLabel(m.AuthForm.password, { exact: true }).fill("correct horse battery staple");
    // Signing in ends with a full load of the next page: the test waits for it rather than end mid-way
    // (closing the browser context during that navigation hung past the timeout in CI).
    const signedIn = page.waitForEvent("load");
    await page.getByRole("button", { name: m.AuthForm.submit.signIn }).click();
    await signedIn;
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === "next-auth.session-token"))
      .toBe(true);
    const session = (await page.context().cookies()).find((c) => c.name === "next-auth.session-token")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");

    const behindHttps = await request.get("/es", { headers: { "x-forwarded-proto": "https" }, maxRedirects: 0 });
    const setCookie = behindHttps
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value);
    expect(
      setCookie.some((c) => c.startsWith("NEXT_LOCALE=es") && /;\s*Secure/i.test(c) && /SameSite=lax/i.test(c)),
    ).toBe(true);
  });
});
