import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive Debian's Chromium against a production build (`npm run build` first;
// `npm test` does both). The server (server.mjs, as `npm start`) gets a migrated, seeded database
// through scripts/with-db.ts.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The fake LibreTranslate server that globalSetup starts on this address (e2e/support/translate-server.ts).
const translateUrl = process.env.TRANSLATE_URL ?? "http://127.0.0.1:2602";
// Mail goes over real SMTP to the test server that globalSetup starts (e2e/support/smtp-server.ts).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/smtp-server.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Generous budgets for a loaded 2-core CI machine: a password sign-in or sign-up costs a full scrypt
  // (N=2^17, about 0.4 s alone and several seconds when two browsers and the server share the cores).
  // These are patience, not speed checks: speed is measured by npm run bench.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The site's service worker (docs/offline.md) stays out of the other specs: `page.route` does not
    // see what a worker answers, and on a loaded machine the worker's start adds seconds to pages.
    // e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `npx tsx scripts/with-db.ts --seed-if-empty server -p ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      ENABLE_TEST_ROUTES: "1",
      PORT: String(port),
      // The tests play many clients, each with its own X-Forwarded-For (server.mjs trusts one hop).
      TRUSTED_PROXIES: "1",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TRANSLATE_URL: translateUrl,
      // The aggregation tests' feed server listens on 127.0.0.1; production never allows loopback.
      FEED_FETCH_ALLOW_ADDRESSES: "127.0.0.1",
    },
  },
});
