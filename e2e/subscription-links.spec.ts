import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { messages } from "./support/pages";
import { sql, sqlOne, subscriptionToken } from "./support/members";

// The pages a subscription mail's links open. The confirmation page says in full what its link
// confirms (each topic with its rhythm) and confirms exactly that, not what someone added for the
// address since; the List-Unsubscribe address opened in a browser shows a page in the
// subscriber's language with one button, and opening it changes nothing.

test("the confirmation page shows the request's topics and rhythm, and confirms only them (pt)", async ({ page }) => {
  const s = messages.pt.Subscriptions;
  const email = `confirm-page-${randomUUID()}@example.test`;
  // The owner asked for the news as a daily digest; someone else then added the newsletter and
  // changed the pending news to "at once".
  await sql(
    `INSERT INTO "Subscription" (id, email, topic, "topicKey", locale, rhythm, "updatedAt") VALUES
       ($1, $3, 'TYPE', 'NEWS', 'en', 'AT_ONCE', now()), ($2, $3, 'NEWSLETTER', '', 'en', 'WEEKLY', now())`,
    [`e2e-a-${randomUUID()}`, `e2e-b-${randomUUID()}`, email],
  );
  const token = subscriptionToken("confirm", email, Date.now() + 3_600_000, {
    locale: "pt",
    items: [["TYPE", "NEWS", "DAILY"]],
  });
  await page.goto(`/pt/subscriptions/confirm?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.confirmTitle);
  await expect(page.getByRole("listitem").filter({ hasText: "Notícias — Resumo diário" })).toBeVisible();
  // Nothing of what was added since: not the newsletter, not "at once".
  await expect(page.getByText(s.topicNewsletter)).toHaveCount(0);
  await expect(page.getByText(s.rhythms.AT_ONCE)).toHaveCount(0);
  await page.getByRole("button", { name: s.confirmButton }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.confirmedTitle);
  expect(
    await sql(
      `SELECT topic, rhythm, locale, "confirmedAt" IS NOT NULL AS confirmed FROM "Subscription" WHERE email = $1 ORDER BY topic`,
      [email],
    ),
  ).toEqual([
    { topic: "TYPE", rhythm: "DAILY", locale: "pt", confirmed: true },
    { topic: "NEWSLETTER", rhythm: "WEEKLY", locale: "en", confirmed: false },
  ]);
});

test("the List-Unsubscribe address opened in a browser: a page in the subscriber's language, one button (es)", async ({
  page,
}) => {
  const s = messages.es.Subscriptions;
  const email = `leave-page-${randomUUID()}@example.test`;
  const id = `e2e-u-${randomUUID()}`;
  await sql(
    `INSERT INTO "Subscription" (id, email, topic, "topicKey", locale, rhythm, "confirmedAt", "updatedAt") VALUES
       ($1, $2, 'TYPE', 'NEWS', 'es', 'WEEKLY', now(), now())`,
    [id, email],
  );
  const token = subscriptionToken("manage", email, Date.now() + 3_600_000);
  const response = await page.goto(`/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}&id=${id}`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/es/subscriptions/unsubscribe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.unsubscribeTitle);
  await expect(page.getByText(`“Noticias” (${s.rhythms.WEEKLY})`)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Opening it (as a mail scanner would) changed nothing.
  expect(await sqlOne(`SELECT count(*)::int AS n FROM "Subscription" WHERE id = $1`, [id])).toEqual({ n: 1 });
  await expect(page.locator("form[action='/api/subscriptions/manage'] button")).toHaveCount(1);
  await page.getByRole("button", { name: s.unsubscribe }).click();
  await expect(page.getByRole("status")).toHaveText(s.removedStatus);
  expect(await sql(`SELECT 1 FROM "Subscription" WHERE id = $1`, [id])).toHaveLength(0);

  // A forged link opened in a browser says, in a page, that the link does not work (in the
  // reader's language: the site's, as nothing says the subscriber's).
  await page.goto(`/api/subscriptions/unsubscribe?token=${encodeURIComponent(token.slice(0, -3))}abc&id=${id}`);
  const titles = [messages.en.Subscriptions.invalidTitle, s.invalidTitle];
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^(?:${titles.join("|")})$`));
});
