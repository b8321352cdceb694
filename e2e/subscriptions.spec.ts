import { randomUUID } from "node:crypto";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { messages } from "./support/pages";
import { useOwnAddress } from "./support/forms";
import { firstLink, listMail, readMail } from "./support/mail";
import { createMember, signInAs, sql, sqlOne } from "./support/members";

// Subscribing's whole journey, end to end against the production build and real SMTP: subscribe, confirm
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

test("a member adds a subscription from the account page with only what is required; the address's owner changes its rhythm and leaves everything through the e-mailed link (es)", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const s = messages.es.Subscriptions;
  const member = await createMember({ username: null });
  await signInAs(context, member, baseURL!);
  await page.goto("/es/user/account?tab=preferences");
  const form = page.getByRole("form", { name: s.memberFormLabel });
  const topic = form.getByLabel(s.topic);
  // The newsletter is weekly by name, so it offers no rhythm; a content type does, "at once" ticked.
  await topic.selectOption("newsletter");
  await expect(form.getByRole("radiogroup")).toHaveCount(0);
  await topic.selectOption("type:PUBLIC_HEALTH");
  await expect(form.getByRole("radio", { name: s.rhythms.AT_ONCE })).toBeChecked();
  await form.getByRole("button", { name: s.submit }).click();
  // The page loads again with the subscription listed; a verified address needs no confirmation.
  await expect(page.getByRole("region", { name: s.accountTitle }).getByRole("listitem")).toHaveCount(1);
  expect(
    await sql(`SELECT rhythm, "confirmedAt" IS NOT NULL AS confirmed FROM "Subscription" WHERE email = $1`, [
      member.email,
    ]),
  ).toEqual([{ rhythm: "AT_ONCE", confirmed: true }]);

  // Anyone with the address, signed out: ask for the link, then use it.
  const visitor = await browser.newPage({ baseURL });
  await useOwnAddress(visitor);
  await visitor.goto("/es/subscriptions");
  const ask = visitor.getByRole("form", { name: s.manageLinkLabel });
  await ask.getByLabel(s.email).fill(member.email);
  await ask.getByRole("button", { name: s.manageLinkSubmit }).click();
  await expect(visitor.getByRole("status").filter({ hasText: member.email })).toBeVisible();
  const mail = await readMail({ to: member.email, subject: messages.es.SubscriptionMail.manageLink.subject });
  await visitor.goto(firstLink(mail)!);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(s.manageTitle);
  await visitor.getByRole("combobox").selectOption("WEEKLY");
  await visitor.getByRole("button", { name: s.changeRhythm }).click();
  await expect(visitor.getByRole("status")).toHaveText(s.changedStatus);
  expect(await sql(`SELECT rhythm FROM "Subscription" WHERE email = $1`, [member.email])).toEqual([
    { rhythm: "WEEKLY" },
  ]);
  await visitor.getByRole("button", { name: s.unsubscribeAll }).click();
  await expect(visitor.getByText(s.noSubscriptions)).toBeVisible();
  expect(await sql(`SELECT 1 FROM "Subscription" WHERE email = $1`, [member.email])).toHaveLength(0);
  await visitor.close();
});
