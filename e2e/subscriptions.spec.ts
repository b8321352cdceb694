import { randomUUID } from "node:crypto";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { messages } from "./helpers";
import { useOwnAddress } from "./forms-helpers";
import { firstLink, listMail, readMail } from "./support/mail";
import { sql, sqlOne } from "./support/members";

// Issue 20's journey, end to end against the production build and real SMTP: subscribe, confirm
// through the page the mail links to (opening it changes nothing), an alert is published, one mail
// arrives with both unsubscribe headers, a one-click unsubscribe POST without cookies ends it, and
// the next alert mails nothing.
const m = messages.en;

async function publishAlert(title: string): Promise<string> {
  const { id: categoryId } = await sqlOne<{ id: string }>(
    `SELECT id FROM "Category" WHERE type = 'PUBLIC_HEALTH' ORDER BY position LIMIT 1`,
  );
  const id = `e2e${randomUUID().replace(/-/g, "")}`;
  await sql(
    `INSERT INTO "Article" (id, type, slug, "categoryId", "alertLevel", "publishedAt", "updatedAt")
     VALUES ($1, 'PUBLIC_HEALTH', $2, $3, 'ALERT', now(), now())`,
    [id, `e2e-alert-${id}`, categoryId],
  );
  await sql(
    `INSERT INTO "ArticleTranslation" ("articleId", locale, title, summary, body) VALUES ($1, 'en', $2, 'What to do now.', 'Body')`,
    [id, title],
  );
  return id;
}

test("subscribe, confirm, get one alert with unsubscribe headers, leave in one click, get nothing more", async ({
  page,
  request,
}) => {
  await useOwnAddress(page);
  const email = `alerts-${randomUUID()}@example.test`;
  await page.goto("/subscriptions?topic=type:PUBLIC_HEALTH");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Subscriptions.title);
  const form = page.getByRole("form", { name: m.Subscriptions.formLabel });
  await expect(form.getByLabel(m.Subscriptions.topic)).toHaveValue("type:PUBLIC_HEALTH");
  await form.getByLabel(m.Subscriptions.email).fill(email);
  await form.getByRole("button", { name: m.Subscriptions.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();

  const confirmation = await readMail({ to: email, subject: m.SubscriptionMail.confirm.subject });
  await page.goto(firstLink(confirmation)!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Subscriptions.confirmTitle);
  // Opening the link (as a mail scanner would) confirmed nothing.
  const pending = await sqlOne<{ confirmed: boolean }>(
    `SELECT "confirmedAt" IS NOT NULL AS confirmed FROM "Subscription" WHERE email = $1`,
    [email],
  );
  expect(pending.confirmed).toBe(false);
  await page.getByRole("button", { name: m.Subscriptions.confirmButton }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Subscriptions.confirmedTitle);

  const title = `E2E alert ${randomUUID()}`;
  const first = await publishAlert(title);
  expect(await (await request.post("/api/test/published", { data: { id: first } })).json()).toEqual({ queued: 1 });
  const alert = await readMail({ to: email, subject: title, timeoutMs: 30_000 });
  expect(alert.subject).toBe(`${m.AlertLevel.ALERT}: ${title}`);
  expect(alert.headers?.["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const header = alert.headers?.["list-unsubscribe"] ?? "";
  expect(header).toMatch(/^<https?:\/\/[^>]+\/api\/subscriptions\/unsubscribe\?token=[^>]+>$/);
  expect(alert.text).toContain("/subscriptions/manage?token=");
  expect(await listMail({ to: email, subject: title })).toHaveLength(1);

  // What a mail client does for RFC 8058: a POST with that body, from no page, with no cookie.
  const url = new URL(header.slice(1, -1));
  const client = await playwrightRequest.newContext({ baseURL: page.url() });
  const response = await client.post(`${url.pathname}${url.search}`, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["set-cookie"]).toBeUndefined();
  await client.dispose();
  expect(await sql(`SELECT 1 FROM "Subscription" WHERE email = $1`, [email])).toHaveLength(0);

  const second = await publishAlert(`E2E second alert ${randomUUID()}`);
  expect(await (await request.post("/api/test/published", { data: { id: second } })).json()).toEqual({ queued: 0 });
  expect(
    await sql(`SELECT 1 FROM "OutgoingMail" WHERE "to" = $1 AND "dedupeKey" LIKE $2`, [email, `item:${second}:%`]),
  ).toHaveLength(0);
});
