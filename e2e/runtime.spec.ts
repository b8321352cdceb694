import { expect, test, type Page, type Route } from "@playwright/test";
import { localized, messages, type Locale } from "./support/pages";
import { analyticsPort } from "./support/analytics-sink";

// The client runtime on every page: the new-build reload, analytics without a key, and the
// Sentry filter for client errors that carry a 3xx/4xx status.

// Document requests of the page itself: a reload may come before the first "load" event, and
// framenavigated also fires for the router's history updates.
const countLoads = (page: Page) => {
  const loads = { count: 0 };
  page.on("request", (r) => void (r.isNavigationRequest() && r.frame() === page.mainFrame() && loads.count++));
  return loads;
};

// /api/build's answer, as the server gives it.
const answerBuild = (route: Route, buildId: string) =>
  route.fulfill({ json: { buildId }, headers: { "cache-control": "no-store" } });

// Opens a form in `locale` and types in it once the page's first build check has left.
async function typeAfterFirstCheck(page: Page, locale: Locale, text: string) {
  const loads = countLoads(page);
  const checked = page.waitForRequest("**/api/build");
  await page.goto(localized(locale, "/contribute"));
  await checked;
  const box = page.getByRole("textbox").first();
  await box.fill(text);
  return { loads, box };
}

test.describe("new-build reload", () => {
  test("the server answers its build id, and a page of that build does not reload", async ({ page, request }) => {
    const response = await request.get("/api/build");
    expect(response.headers()["cache-control"]).toContain("no-store");
    const { buildId } = (await response.json()) as { buildId: unknown };
    expect(typeof buildId === "string" && buildId.length > 0).toBe(true);

    const loads = countLoads(page);
    const checked = page.waitForRequest("**/api/build");
    await page.goto(localized("es", "/mobile"));
    await checked;
    await page.waitForTimeout(1_500);
    expect(loads.count).toBe(1);
  });

  test("a newer build reloads the page once, not in a loop", async ({ page }) => {
    let checks = 0;
    await page.route("**/api/build", (route) => {
      checks++;
      return answerBuild(route, "a-newer-build");
    });
    const loads = countLoads(page);
    await page.goto(localized("fr"));
    await expect.poll(() => loads.count, { timeout: 10_000 }).toBe(2);
    // The reloaded page checks again, still sees another build, and stays (guard in sessionStorage).
    await expect.poll(() => checks, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(() => checks).toBeGreaterThanOrEqual(3);
    await page.waitForTimeout(2_000);
    expect(loads.count).toBe(2);
    const guard = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("build-reload") ?? "null") as { target: string } | null,
    );
    expect(guard?.target).toBe("a-newer-build");
  });

  test("a page the reader has typed in is not reloaded for a newer build", async ({ page }) => {
    let build = "";
    await page.route("**/api/build", async (route) => {
      const current = (await (await route.fetch()).json()) as { buildId: string };
      return answerBuild(route, build || current.buildId);
    });
    const { loads, box } = await typeAfterFirstCheck(page, "es", "Lo que escribí antes del despliegue");

    build = "a-newer-build";
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.waitForTimeout(1_500);
    expect(loads.count).toBe(1);
    await expect(box).toHaveValue("Lo que escribí antes del despliegue");
  });

  test("a check that left before the reader typed does not reload when its answer comes after", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/build", async (route) => {
      await route.fetch();
      await held;
      return answerBuild(route, "a-newer-build");
    });
    const { loads, box } = await typeAfterFirstCheck(page, "fr", "Ce que j'ai écrit pendant la vérification");
    release();
    await page.waitForTimeout(1_500);
    expect(loads.count).toBe(1);
    await expect(box).toHaveValue("Ce que j'ai écrit pendant la vérification");
  });

  test("on slow-2g the first check waits for the page to be shown again", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { effectiveType: "slow-2g" } }),
    );
    let checks = 0;
    await page.route("**/api/build", (route) => {
      checks++;
      return route.fulfill({ json: { buildId: "a-newer-build" } });
    });
    const loads = countLoads(page);
    await page.goto(localized("pt"));
    await page.waitForTimeout(2_500);
    expect(checks).toBe(0);
    expect(loads.count).toBe(1);
    // The reload's own load, so the test does not end (and close its context) mid-navigation.
    const reloaded = page.waitForEvent("load");
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await reloaded;
    await expect.poll(() => loads.count, { timeout: 10_000 }).toBe(2);
  });
});

test.describe("analytics", () => {
  // Requests to anything but this site: PostHog's own hosts, or the e2e build's analytics sink
  // (e2e/support/analytics-sink.ts), which is on 127.0.0.1 but another port.
  const external = (page: Page) => {
    const seen: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (
        !["127.0.0.1", "localhost"].includes(url.hostname) ||
        /posthog/i.test(r.url()) ||
        url.port === String(analyticsPort())
      )
        seen.push(r.url());
    });
    return seen;
  };

  test("without a key the client warns and sends nothing", async ({ page }) => {
    test.skip(Boolean(process.env.NEXT_PUBLIC_POSTHOG_KEY), "this build has a PostHog key");
    const warnings: string[] = [];
    page.on("console", (m) => void (m.type() === "warning" && warnings.push(m.text())));
    const requests = external(page);
    await page.goto(localized("en", "/contribute"));
    // Analytics start on the first interaction the page hears: the page may still be hydrating when
    // `goto` returns (at the load event), so the key is pressed until it has been heard.
    await expect
      .poll(
        async () => {
          await page.keyboard.press("Shift");
          return warnings.join("\n");
        },
        { timeout: 10_000 },
      )
      .toContain("NEXT_PUBLIC_POSTHOG_KEY");
    await page.getByRole("link", { name: "Support", exact: true }).first().click();
    await page.waitForURL("**/support");
    await page.getByLabel("Your name").fill("Someone");
    await page.waitForTimeout(2_000);
    expect(requests).toEqual([]);
  });

  test("with Do Not Track nothing is even loaded", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "doNotTrack", { value: "1" }));
    const warnings: string[] = [];
    page.on("console", (m) => void (m.type() === "warning" && warnings.push(m.text())));
    const requests = external(page);
    await page.goto(localized("es"));
    await page.keyboard.press("Shift"); // what would start analytics without the signal
    await page.waitForTimeout(6_000);
    expect(warnings.filter((w) => w.includes("POSTHOG"))).toEqual([]);
    expect(requests).toEqual([]);
  });
});

/** What the page would send to Sentry: its envelope requests, answered here. */
async function sentryEnvelopes(page: Page): Promise<string[]> {
  const envelopes: string[] = [];
  await page.route("**/api/*/envelope/**", (route) => {
    envelopes.push(route.request().postData() ?? "");
    return route.fulfill({ status: 200, json: {} });
  });
  return envelopes;
}

/** Sentry starts after the page has loaded, at the first idle moment. */
const sentryStarted = (page: Page) =>
  page.waitForFunction(() => Boolean((window as { __SENTRY__?: object }).__SENTRY__), null, { timeout: 10_000 });

test.describe("error reporting", () => {
  // The browser SDK only exists in a build made with NEXT_PUBLIC_SENTRY_DSN (e.g. a fake DSN on this
  // server: http://key@127.0.0.1:<E2E_PORT>/1). Without it, tests/unit/sentry-filter.test.ts covers the filter.
  test.skip(!process.env.NEXT_PUBLIC_SENTRY_DSN, "this build has no Sentry DSN");

  test("a client error with status 404 is not reported, one with status 500 is", async ({ page }) => {
    const envelopes = await sentryEnvelopes(page);
    await page.goto(localized("en", "/mobile"));
    await sentryStarted(page);
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const fail = (status: number) =>
        setTimeout(() => {
          throw Object.assign(new Error(`probe with status ${status}`), { status });
        });
      fail(404);
      fail(500);
    });
    await expect.poll(() => envelopes.join("\n"), { timeout: 10_000 }).toContain("probe with status 500");
    await page.waitForTimeout(1_000);
    expect(envelopes.join("\n")).not.toContain("probe with status 404");
  });

  test("errors thrown before Sentry has loaded are reported once it has, through the same filter", async ({ page }) => {
    const envelopes = await sentryEnvelopes(page);
    // Thrown while the page's load event is dispatched: Sentry starts only after it, at the first idle moment.
    await page.addInitScript(() => {
      for (const status of [404, 500])
        window.addEventListener("load", () => {
          (window as { sentryAtProbe?: boolean }).sentryAtProbe = Boolean(
            (window as { __SENTRY__?: object }).__SENTRY__,
          );
          throw Object.assign(new Error(`early probe with status ${status}`), { status });
        });
    });
    await page.goto(localized("es", "/mobile"));
    expect(await page.evaluate(() => (window as { sentryAtProbe?: boolean }).sentryAtProbe)).toBe(false);
    await expect.poll(() => envelopes.join("\n"), { timeout: 10_000 }).toContain("early probe with status 500");
    await page.waitForTimeout(1_000);
    expect(envelopes.join("\n")).not.toContain("early probe with status 404");
  });

  test("an error the page's error boundary catches in the browser is reported; a server's is left to the server", async ({
    page,
  }) => {
    const envelopes = await sentryEnvelopes(page);
    // Thrown while hydrating, before Sentry has loaded: kept, then reported once it has.
    await page.goto(localized("fr", "/test-error?in=browser"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.fr.ErrorPage.title);
    await expect
      .poll(() => envelopes.join("\n"), { timeout: 10_000 })
      .toContain("Deliberate browser error for the error-reporting test");
    await page.waitForTimeout(1_000);
    expect(envelopes.filter((body) => body.includes("Deliberate browser error"))).toHaveLength(1);

    // The server's error reaches the browser with a digest only; the server reports it (instrumentation.ts).
    envelopes.length = 0;
    expect((await page.goto(localized("fr", "/test-error")))?.status()).toBe(500);
    await sentryStarted(page);
    await page.waitForTimeout(1_000);
    expect(envelopes.join("\n")).not.toContain("Deliberate error");
  });
});

test.describe("what a shared cache in front may keep", () => {
  test("a page with its language in the path briefly; the same path's language by browser or a member's, never", async ({
    playwright,
    baseURL,
  }) => {
    // A fresh client per request: no cookie of an earlier answer (next-intl sets the language cookie).
    const headersOf = async (path: string, headers: Record<string, string>) => {
      const client = await playwright.request.newContext({ baseURL });
      const response = await client.get(path, { headers, maxRedirects: 0 });
      const result: Record<string, string | number> = { status: response.status(), ...response.headers() };
      await client.dispose();
      return result;
    };
    const prefixed = await headersOf("/es/news", { "accept-language": "es-MX" });
    expect(prefixed["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    // English chosen by the browser's language: a proxy keyed on the URL would serve it to every reader.
    const byBrowser = await headersOf("/news", { "accept-language": "en-US" });
    expect(byBrowser).toMatchObject({ status: 200, "cache-control": "private, no-cache" });
    const byCookie = await headersOf("/news", { cookie: "NEXT_LOCALE=en" });
    expect(byCookie["cache-control"]).toContain("public");
    expect(byCookie["vary"]).toContain("Cookie");
    const member = await headersOf("/es/news", { cookie: "next-auth.session-token=anything" });
    expect(member["cache-control"]).toBe("private, no-store");
  });

  test("the server's memory answers a visitor's page again, but never to a member, another language or the client router", async ({
    playwright,
    baseURL,
  }) => {
    // A fresh client per request, as in the test above: no language cookie of an earlier answer.
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const client = await playwright.request.newContext({ baseURL });
      const response = await client.get(path, { headers, maxRedirects: 0 });
      const answer = { status: response.status(), headers: response.headers(), body: await response.text() };
      await client.dispose();
      return answer;
    };
    // Asked twice within its second: the second answer comes from memory (it says its Age), byte for byte.
    // A returning French reader: a first visit's answer sets the language cookie, and is never kept.
    const french = { cookie: "NEXT_LOCALE=fr" };
    const first = await get("/fr/news", french);
    await expect.poll(async () => (await get("/fr/news", french)).headers["age"]).toBeDefined();
    expect((await get("/fr/news", french)).body).toBe(first.body);
    expect((await get("/fr/news")).headers["age"]).toBeUndefined();
    // The same address for a member (any session cookie) goes to Next, and is not kept for the next visitor.
    const member = await get("/fr/news", { cookie: "next-auth.session-token=anything" });
    expect(member.headers["age"]).toBeUndefined();
    expect(member.headers["cache-control"]).toBe("private, no-store");
    // The client router's request for the same address gets Next's own answer, not the kept HTML.
    const router = await get("/fr/news", { ...french, rsc: "1" });
    expect(router.headers["age"]).toBeUndefined();
    expect(router.headers["content-type"] ?? "").not.toContain("text/html");
    // An unprefixed address: English kept for English readers, a Spanish browser still redirected.
    await get("/news", { "accept-language": "en-US" });
    await expect.poll(async () => (await get("/news", { "accept-language": "en-US" })).headers["age"]).toBeDefined();
    const spanish = await get("/news", { "accept-language": "es-MX" });
    expect(spanish.status).toBe(307);
    expect(spanish.headers["location"]).toContain("/es/news");
    const byCookie = await get("/news", { "accept-language": "en-US", cookie: "NEXT_LOCALE=pt" });
    expect(byCookie.status).toBe(307);
  });
});
