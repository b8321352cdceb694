import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, localized, messages } from "./support/pages";
import { readMail } from "./support/mail";
import { createMember, signInAs, sql, sqlOne } from "./support/members";

// Aggregation as editors and readers meet it, against a feed server of this test's own on
// 127.0.0.1 (the e2e server may fetch loopback addresses: FEED_FETCH_ALLOW_ADDRESSES in
// playwright.config.ts, a setting production refuses). An editor adds an agency's feed, resumes it
// and fetches it; its entries arrive in the inbox; one is accepted, machine-translated (the run's
// fake translator answers "[es] text"), published and read in Spanish with its "Read at" link. And a
// trusted agency's alert-level entry reaches a confirmed English subscriber with no editor involved.

const s = messages.en.Sources;
const inbox = messages.en.Inbox;
const editorWords = messages.en.Editor;
test.describe.configure({ mode: "serial" });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const feeds = new Map<string, string>();
let server: Server;
let origin = "";

function rss(title: string, items: Array<{ title: string; path: string; summary: string }>) {
  const date = new Date(Date.now() - 30 * 60_000).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${title}</title><link>${origin}/</link><language>en</language>
${items
  .map(
    (item) => `<item><title>${item.title}</title><link>${origin}${item.path}</link><guid>${origin}${item.path}</guid>
<pubDate>${date}</pubDate><description>${item.summary}</description></item>`,
  )
  .join("\n")}
</channel></rss>`;
}

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const body = feeds.get(new URL(request.url ?? "/", "http://x").pathname);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await sql(`UPDATE "Feed" SET paused = true WHERE url LIKE $1`, [`${origin}/%`]);
  await new Promise((resolve) => server.close(resolve));
});

test("an editor adds a feed, its entries reach the inbox, one is accepted, translated, published and read in Spanish", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  const title = `Regional heat advisory issued ${run}`;
  feeds.set(
    "/agency.xml",
    rss("Agency bulletins", [
      { title, path: `/heat-${run}`, summary: "Officials ask residents to stay cool and drink water." },
      {
        title: `Harvest festival schedule ${run}`,
        path: `/festival-${run}`,
        summary: "The regional fair opens on Friday.",
      },
    ]),
  );
  const editor = await createMember({ role: "EDITOR" });
  await signInAs(context, editor, baseURL!);

  await page.goto("/editor/sources");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: s.addFeed }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.newTitle);

  // Only what is needed: the address, a name, the kind, a new source, what the items become.
  await page.getByRole("button", { name: s.save }).click();
  await expect(page.getByText(messages.en.Validation.feedUrlRequired)).toBeVisible();
  await page.getByLabel(s.url).fill(`${origin}/agency.xml`);
  await page.getByLabel(new RegExp(`^${s.name}(\\s|$)`)).fill(`Agency ${run}`);
  await page.getByLabel(s.kind).selectOption("HEALTH_AGENCY");
  await page.getByLabel(s.newSource).fill(`Health Agency ${run}`);
  await page.getByLabel(s.contentType).selectOption("PUBLIC_HEALTH");
  await page.getByRole("button", { name: s.save }).click();
  await page.waitForURL(/\/editor\/sources\/(?!new$)[^/]+$/);
  await expect(page.getByTestId("feed-status")).toContainText(s.statePaused);

  // Nothing is fetched while it is paused; resumed and fetched now, it reports what came of it.
  await page.getByRole("button", { name: s.resume, exact: true }).click();
  await expect(page.getByTestId("feed-status")).toContainText(s.stateActive);
  await page.getByRole("button", { name: s.fetchNow }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("feed-status")).toContainText(s.outcomes.OK, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  await page.goto("/editor/inbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inbox.title);
  const entry = page.getByTestId("inbox-entry").filter({ hasText: title });
  await expect(entry).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await entry.getByRole("button", { name: `${inbox.accept}: ${title}` }).click();
  await expect(page.getByText("1 entry done.")).toBeVisible();
  await expect(page.getByTestId("inbox-entry").filter({ hasText: title })).toHaveCount(0);

  const item = await sqlOne<{ id: string; slug: string; category: string }>(
    `SELECT a.id, a.slug, c.slug AS category FROM "Article" a JOIN "Category" c ON c.id = a."categoryId" WHERE a."externalUrl" = $1`,
    [`${origin}/heat-${run}`],
  );
  // The accepted entry is a draft: readers see nothing yet.
  const path = `/public-health/${item.category}/${item.slug}`;
  expect((await request.get(path)).status()).toBe(404);

  // English as it came, Spanish from the machine, reviewed and published.
  await page.goto(`/editor/${item.id}`);
  await page.getByRole("link", { name: editorWords.editLanguageLabel.replace("{language}", "English") }).click();
  await page.getByRole("button", { name: editorWords.publishNow.replace("{language}", "English") }).click();
  await expect(page.getByText(editorWords.publishedToast.replace("{language}", "English"))).toBeVisible();
  await page.goto(`/editor/${item.id}/es`);
  await expect(page.getByLabel(editorWords.textTitle)).toHaveValue(`[es] ${title}`);
  await page.getByRole("button", { name: editorWords.publishNow.replace("{language}", "Spanish") }).click();
  await expect(page.getByText(editorWords.publishedToast.replace("{language}", "Spanish"))).toBeVisible();

  const spanish = await request.get(localized("es", path));
  expect(spanish.status()).toBe(200);
  const html = await spanish.text();
  expect(html).toContain(`[es] ${title}`);
  expect(html).toContain(messages.es.LinkItem.readAt.replace("{source}", `Health Agency ${run}`));
  expect(html).toContain(`href="${origin}/heat-${run}"`);
  expect(html).not.toContain(messages.es.ArticlePage.exampleNote);
});

test("a trusted agency's alert-level entry reaches a confirmed subscriber with no editor involved", async ({
  request,
}) => {
  test.slow(); // the poller's scan runs once a minute
  const title = `Health Alert: heat illness among outdoor workers ${run}`;
  feeds.set(
    "/han.xml",
    rss("Health Alert Network", [
      { title, path: `/han-${run}`, summary: "Employers should provide shade and rest breaks." },
    ]),
  );
  const subscriber = `alerts-${run}@example.test`;
  // Subscribed to a tag of this test's own, which the feed gives its items: other tests' alerts of
  // the public health watch never reach this address, nor this one theirs.
  const tag = `aggregated-${run}`;
  await sql(
    `INSERT INTO "Subscription" (id, email, topic, "topicKey", locale, rhythm, "confirmedAt", "updatedAt")
     VALUES ($1, $2, 'TAG', $3, 'en', 'AT_ONCE', now() - interval '1 minute', now())`,
    [`agg-sub-${run}`, subscriber, tag],
  );
  const source = await sqlOne<{ id: string }>(
    `INSERT INTO "Source" (id, slug, name) VALUES ($1, $1, $2) RETURNING id`,
    [`han-${run}`, `Alert Network ${run}`],
  );
  const category = await sqlOne<{ id: string }>(
    `SELECT id FROM "Category" WHERE type = 'PUBLIC_HEALTH' ORDER BY position LIMIT 1`,
  );
  await sql(
    `INSERT INTO "Feed" (id, "sourceId", url, name, kind, language, "contentType", "categoryId", trusted, paused,
       "alertRules", "nextFetchAt", "updatedAt")
     VALUES ($1, $2, $3, 'HAN', 'HEALTH_AGENCY', 'en', 'PUBLIC_HEALTH', $4, true, true,
       '[{"pattern":"Health Alert","level":"ALERT"}]', now(), now())`,
    [`han-feed-${run}`, source.id, `${origin}/han.xml`, category.id],
  );
  await sql(`INSERT INTO "Tag" (id, slug) VALUES ($1, $1)`, [tag]);
  await sql(`INSERT INTO "FeedTag" ("feedId", "tagId") VALUES ($1, $2)`, [`han-feed-${run}`, tag]);
  // Resumed once it is whole: the poller's next scan (once a minute) fetches it.
  await sql(`UPDATE "Feed" SET paused = false, "nextFetchAt" = now() WHERE id = $1`, [`han-feed-${run}`]);

  const mail = await readMail({ to: subscriber, contains: title, timeoutMs: 120_000 });
  expect(mail.subject).toBeTruthy();
  const item = await sqlOne<{ slug: string; category: string; alertLevel: string; isExample: boolean }>(
    `SELECT a.slug, c.slug AS category, a."alertLevel", a."isExample" FROM "Article" a
     JOIN "Category" c ON c.id = a."categoryId" WHERE a."externalUrl" = $1`,
    [`${origin}/han-${run}`],
  );
  expect(item).toMatchObject({ alertLevel: "ALERT", isExample: false });
  const page = await request.get(`/public-health/${item.category}/${item.slug}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(messages.en.LinkItem.readAt.replace("{source}", `Alert Network ${run}`));
});
