import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// lib/jobs (pg-boss in PostgreSQL) and the subscription jobs on it: a job sent is run by a worker of
// this process; an item published through notifyPublished is mailed by the sender job.
const smtp = await startSmtpServer();
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.NEXTAUTH_SECRET = "test-secret-of-at-least-32-characters-long";
process.env.NEXTAUTH_URL = "https://covid.example";
vi.spyOn(console, "info").mockImplementation(() => undefined);

const { send, work, stopJobs } = await import("@/lib/jobs");
const { startSubscriptionJobs } = await import("@/lib/subscriptions/jobs");
const { notifyPublished } = await import("@/lib/subscriptions/publish");
const { deliverSubscriptionMail } = await import("@/lib/mail/outbox");

const db = testDb();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

afterAll(async () => {
  await stopJobs();
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

describe("lib/jobs", () => {
  it("runs a job sent to a queue this process works on", async () => {
    const seen: number[] = [];
    await work<{ n: number }>(`test-${run}`, async ({ n }) => {
      seen.push(n);
    });
    expect(await send(`test-${run}`, { n: 7 })).toEqual(expect.any(String));
    await expect.poll(() => seen, { timeout: 15_000 }).toEqual([7]);
  });

  it("mails an alert published through notifyPublished, through the sender job", async () => {
    await startSubscriptionJobs();
    const category = await db.category.create({ data: { type: "PUBLIC_HEALTH", slug: `jobs-${run}` } });
    const tag = await db.tag.create({ data: { slug: `jobs-${run}` } });
    const email = `jobs-${run}@example.test`;
    await db.subscription.create({
      data: { email, topic: "TAG", topicKey: tag.slug, locale: "en", rhythm: "AT_ONCE", confirmedAt: new Date() },
    });
    const item = await db.article.create({
      data: {
        type: "PUBLIC_HEALTH",
        slug: `jobs-${run}`,
        categoryId: category.id,
        alertLevel: "ADVISORY",
        publishedAt: new Date(Date.now() + 1000),
        tags: { create: { tagId: tag.id } },
        translations: { create: { locale: "en", title: "Jobs advisory", summary: "Lead", body: "Body" } },
      },
    });
    // Counted for this address only: other files' subscriptions to every public health item stay in the database.
    const queued = () => db.outgoingMail.count({ where: { to: email } });
    await notifyPublished(item.id);
    expect(await queued()).toBe(0); // not published yet
    await db.article.update({ where: { id: item.id }, data: { publishedAt: new Date() } });
    await notifyPublished(item.id);
    expect(await queued()).toBe(1);
    expect((await smtp.mailTo(email)).subject).toBe("Health advisory: Jobs advisory");
    await notifyPublished(item.id);
    expect(await queued()).toBe(1);
  });
});

describe("the sender stopped halfway", () => {
  it("sends a mail it had claimed when it died once the claim expires: at least once, never lost", async () => {
    const email = `claimed-${run}@example.test`;
    // What a sender leaves when it dies between claiming a row and marking it sent.
    const row = await db.outgoingMail.create({
      data: {
        to: email,
        subject: "Claimed then lost",
        text: "t",
        dedupeKey: `test:${run}`,
        messageId: `<claimed-${run}@covid.example>`,
        attempts: 1,
        nextAttemptAt: new Date(Date.now() + 60_000),
      },
    });
    await deliverSubscriptionMail(1000);
    expect(await db.outgoingMail.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "PENDING",
      attempts: 1,
    }); // still claimed
    await db.outgoingMail.update({ where: { id: row.id }, data: { nextAttemptAt: new Date() } });
    await db.rateLimit.deleteMany({ where: { key: { startsWith: "mail:subscriptions:minute" } } });
    expect(await deliverSubscriptionMail(1000)).toBeGreaterThanOrEqual(1);
    const mail = await smtp.mailTo(email);
    expect(mail.messageId).toBe(`<claimed-${run}@covid.example>`);
    expect(await db.outgoingMail.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "SENT",
      attempts: 2,
    });
  });
});
