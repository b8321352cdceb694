import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, messages } from "./support/pages";
import { createMember, signInAs, sql, sqlOne } from "./support/members";

// A publisher's takedown request, as an editor and readers meet it, against a feed server of this
// test's own on 127.0.0.1 (allowed to the e2e server only: FEED_FETCH_ALLOW_ADDRESSES). An editor
// publishes an aggregated entry, then takes it down from the inbox with the publisher's reason; a
// visitor following the item's address gets a 404 that says it was removed at the publisher's
// request, in English and in Spanish; the feed, fetched again and still carrying the story, does
// not bring it back; the block is listed on the sources page with who took it down.

const s = messages.en.Sources;
const inbox = messages.en.Inbox;
const takedown = messages.en.Takedown;
test.describe.configure({ mode: "serial" });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let server: Server;
let origin = "";
let body = "";

test.beforeAll(async () => {
  server = createServer((_, response) =>
    response.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" }).end(body),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await sql(`UPDATE "Feed" SET paused = true WHERE url LIKE $1`, [`${origin}/%`]);
  await new Promise((resolve) => server.close(resolve));
});

/** Fetches the feed now from its page and waits until its row shows a fetch after `since`. */
async function fetchNow(page: Page, feedId: string, since: Date) {
  await page.goto(`/editor/sources/${feedId}`);
  await page.getByRole("button", { name: s.fetchNow }).click();
  await expect(async () => {
    const row = await sqlOne<{ lastFetchedAt: Date | null; lastOutcome: string | null }>(
      `SELECT "lastFetchedAt", "lastOutcome" FROM "Feed" WHERE id = $1`,
      [feedId],
    );
    expect(row.lastFetchedAt && row.lastFetchedAt > since).toBe(true);
    expect(row.lastOutcome).toBe("OK");
  }).toPass({ timeout: 30_000 });
}

test("an editor takes down a published aggregated item: readers get a 404 that says why, and polls do not bring it back", async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const title = `Clinic closure report withdrawn by its outlet ${run}`;
  const link = `${origin}/story-${run}`;
  const date = new Date(Date.now() - 30 * 60_000).toUTCString();
  body = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Outlet</title><language>en</language>
<item><title>${title}</title><link>${link}?utm_source=rss</link><guid>${link}</guid><pubDate>${date}</pubDate>
<description>Vaccine clinics in the district close for the holidays.</description></item></channel></rss>`;
  const category = await sqlOne<{ id: string }>(`SELECT id FROM "Category" WHERE type = 'NEWS' ORDER BY slug LIMIT 1`);
  const source = await sqlOne<{ id: string }>(
    `INSERT INTO "Source" (id, slug, name) VALUES ($1, $1, $2) RETURNING id`,
    [`takedown-${run}`, `Outlet ${run}`],
  );
  const feedId = `takedown-feed-${run}`;
  await sql(
    `INSERT INTO "Feed" (id, "sourceId", url, name, kind, "contentType", "categoryId", paused, "updatedAt")
     VALUES ($1, $2, $3, $4, 'HEALTH_AGENCY', 'NEWS', $5, false, now())`,
    [feedId, source.id, `${origin}/feed.xml`, `Outlet feed ${run}`, category.id],
  );
  const editor = await createMember({ role: "EDITOR" });
  await signInAs(context, editor, baseURL!);

  // The entry arrives and is published at once as a link item.
  await fetchNow(page, feedId, new Date(Date.now() - 1000));
  await page.goto(`/editor/inbox?feed=${feedId}`);
  const entry = page.getByTestId("inbox-entry").filter({ hasText: title });
  await entry.getByRole("button", { name: `${inbox.publish}: ${title}` }).click();
  await expect(page.getByText("1 entry done.")).toBeVisible();
  const item = await sqlOne<{ slug: string; category: string }>(
    `SELECT a.slug, c.slug AS category FROM "Article" a JOIN "Category" c ON c.id = a."categoryId" WHERE a."externalUrl" LIKE $1`,
    [`${link}%`],
  );
  const path = `/news/${item.category}/${item.slug}`;
  const before = await request.get(path);
  expect(before.status()).toBe(200);
  expect(await before.text()).toContain(title);

  // Taken down from the inbox's accepted entries, with the publisher's reason (required).
  await page.goto(`/editor/inbox?state=ACCEPTED&feed=${feedId}`);
  const accepted = page.getByTestId("inbox-entry").filter({ hasText: title });
  await accepted.getByRole("button", { name: `${takedown.open}: ${title}` }).click();
  const form = page.getByTestId("takedown-form");
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: takedown.confirm }).click();
  await expect(form.getByText(messages.en.Validation.takedownReasonRequired)).toBeVisible();
  await form.getByLabel(takedown.reason).fill("The outlet withdrew the report and asked us to remove it.");
  await form.getByLabel(takedown.requester).fill("corrections@outlet.example");
  await form.getByRole("button", { name: takedown.confirm }).click();
  await expect(page.getByText(takedown.done)).toBeVisible();

  // A visitor with an old link: 404, saying why, in English and in Spanish; nothing of the item.
  // With JavaScript the note is drawn by the 404's own React tree; without it, the server's error
  // shell carries it (server/error-shell.mjs).
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainReader = await plain.newPage();
  for (const [prefix, words] of [
    ["", messages.en.Takedown],
    ["/es", messages.es.Takedown],
  ] as const) {
    const gone = await request.get(`${prefix}${path}`);
    expect(gone.status(), prefix || "/").toBe(404);
    expect(await gone.text()).not.toContain(title);
    for (const [who, page] of [
      ["with JavaScript", reader],
      ["without JavaScript", plainReader],
    ] as const) {
      const answer = await page.goto(`${prefix}${path}`);
      expect(answer?.status(), who).toBe(404);
      const note = page.getByRole("note").filter({ hasText: words.removedTitle });
      await expect(note.getByRole("heading", { name: words.removedTitle }), who).toBeVisible();
      await expect(note, who).toContainText(words.removedText.split("{date}")[0]!);
      await expect(page.getByText(title), who).toHaveCount(0);
    }
  }
  await Promise.all([visitor.close(), plain.close()]);
  // Nor in search, the feed or the list.
  expect(await (await request.get(`/search?q=${encodeURIComponent(`clinic closure ${run}`)}`)).text()).not.toContain(
    title,
  );
  expect(await (await request.get("/rss.xml")).text()).not.toContain(title);

  // The feed, fetched again, still carries the story: it does not come back.
  await fetchNow(page, feedId, new Date());
  expect(
    (await sqlOne<{ n: number }>(`SELECT count(*)::int AS n FROM "FeedEntry" WHERE "feedId" = $1`, [feedId])).n,
  ).toBe(0);
  expect((await request.get(path)).status()).toBe(404);

  // The block list says what, why and who.
  await page.goto("/editor/sources");
  const block = page.getByTestId("blocked-link").filter({ hasText: link });
  await expect(block).toContainText("The outlet withdrew the report");
  await expect(block).toContainText("corrections@outlet.example");
  await expect(block.getByRole("button", { name: `${takedown.lift}: ${link}` })).toBeVisible();
});
