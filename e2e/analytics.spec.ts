import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { messages } from "./support/pages";
import { analyticsPort } from "./support/analytics-sink";

// What the analytics client would send to PostHog never holds a token link: a link in an
// analytics event would let whoever reads the analytics sign in or change an account. The e2e build has a fake PostHog key whose host is the analytics sink
// (scripts/test.ts, e2e/support/analytics-sink.ts); here the browser's requests to that host are
// intercepted and decoded while a member opens a password-reset link and moves on to another page.
// The answers switch session replay on and serve its recorder, but this headless run sends no
// snapshot within the test's time, so replay is covered by tests/unit/analytics.test.ts (the hidden
// token input), not here.
test.skip(!process.env.NEXT_PUBLIC_POSTHOG_KEY, "this build has no PostHog key (scripts/test.ts sets one)");

// PostHog sends nothing for what it takes for a bot: a "HeadlessChrome" user agent or
// navigator.webdriver (set under Playwright). This browser shows a plain desktop Chrome.
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

const host = () => `http://127.0.0.1:${analyticsPort()}`;
const recorder = readFileSync(path.join(process.cwd(), "node_modules/posthog-js/dist/lazy-recorder.js"), "utf8");

/** Every request to the PostHog host, its URL and its body decoded (gzip, base64 form or plain). */
async function captureAnalytics(page: Page): Promise<string[]> {
  const sent: string[] = [];
  await page.route(`${host()}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const body = request.postDataBuffer();
    let text = "";
    try {
      if (body?.length && body[0] === 0x1f && body[1] === 0x8b) text = gunzipSync(body).toString("utf8");
      else if (body?.length) {
        text = body.toString("utf8");
        if (text.startsWith("data=")) text = Buffer.from(decodeURIComponent(text.slice(5)), "base64").toString("utf8");
      }
    } catch (error) {
      text = `undecodable body (${String(error)}): ${body?.toString("latin1") ?? ""}`;
    }
    sent.push(`${request.url()}\n${text}`);
    const headers = { "access-control-allow-origin": "*" };
    if (/recorder[^/]*\.js$/.test(url.pathname))
      return route.fulfill({ status: 200, contentType: "text/javascript", body: recorder, headers });
    if (url.pathname.endsWith(".js")) return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    // The flags and remote-config answers switch session replay on, so its snapshots are checked too.
    // No supportedCompression: the client then sends plain JSON, which is what this test reads.
    const config = { sessionRecording: { endpoint: "/s/" } };
    return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(config), headers });
  });
  return sent;
}

test("no token of a link reaches PostHog: not in URLs, referrers or initial properties", async ({ page }) => {
  const sent = await captureAnalytics(page);
  await page.addInitScript(() => Object.defineProperty(navigator, "webdriver", { get: () => false }));

  const token = `e2etoken${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  await page.goto(`/es/auth/update-password?token=${token}`);
  // Nothing is loaded or sent before the reader's first interaction (PostHog's start is a
  // long task that no page load should carry).
  await page.waitForLoadState("networkidle");
  expect(sent).toEqual([]);
  await page.keyboard.press("Shift");
  // The page has loaded the analytics client and it has sent its first events.
  await expect.poll(() => sent.some((s) => s.includes("$pageview")), { timeout: 30_000 }).toBe(true);

  // On to another page of the site: $referrer and the $initial_ properties would carry the link.
  await page.getByRole("link", { name: messages.es.Header.forum, exact: true }).first().click();
  await page.waitForURL("**/es/forum");
  await expect
    .poll(() => sent.filter((s) => s.includes("$pageview")).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);

  const everything = sent.join("\n");
  // Events were sent and scrubbed (before_send), and so were the flags request's person properties.
  expect(everything).toContain("token=redacted");
  expect(everything).toMatch(/\$initial_current_url[^,]*update-password\?token=(redacted|%3Cmasked%3E|<masked>)/i);
  expect(everything).not.toContain(token);
});
