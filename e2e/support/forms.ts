import type { Page } from "@playwright/test";

// Shared by the form specs: a distinct client address per test, so the per-address rate limits of
// one test never refuse another (lib/request.ts reads X-Forwarded-For), and unique values. The
// fixtures (./fixtures.ts) offer the address as `clientAddress`.

// The form specs' name for ./db's sql.
export { sql as query } from "./db";

let counter = 0;
export async function useOwnAddress(page: Page): Promise<string> {
  const address = `198.51.100.${(process.pid % 200) + 1}-${Date.now().toString(36)}-${++counter}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

export const uniqueToken = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Makes the next server action call of `path` fail in the browser, as a dropped connection does. */
export async function failServerActions(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request();
      if (request.method() === "POST" && request.headers()["next-action"]) await route.abort("connectionfailed");
      else await route.continue();
    },
  );
}
