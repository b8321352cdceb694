import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// The outbox against a real SMTP server that goes away and comes back, and the shared rate limits.
let smtp = await startSmtpServer();
const port = smtp.port;
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
const { queueMail, deliverDueMail, purgeOldMail } = await import("@/lib/mail/outbox");
const { consume } = await import("@/lib/rate-limit");
// The failed first attempt below queues a retry job, which starts pg-boss in this process.
const { stopJobs } = await import("@/lib/jobs");

const db = testDb();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

afterAll(async () => {
  await stopJobs();
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

/** The outbox row once its first background send attempt has finished (up to 5 s). */
async function attempted(id: string) {
  for (let i = 0; i < 50; i++) {
    const row = await db.outgoingMail.findUniqueOrThrow({ where: { id } });
    if (row.attempts > 0 && (row.status !== "PENDING" || row.lastError)) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`mail ${id} was never attempted`);
}

describe("the mail outbox", () => {
  it("keeps a mail SMTP refused and sends it once SMTP is back", async () => {
    await smtp.close();
    const to = `outage-${unique()}@example.test`;
    const queued = await queueMail({ to, subject: "Queued during an outage", text: "Hello" });
    // Sent in the background after queueMail returns: wait for that first attempt to fail.
    const row = await attempted(queued.id);
    expect(row).toMatchObject({ status: "PENDING", attempts: 1, lastError: expect.any(String) });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    smtp = await startSmtpServer(port);
    await db.outgoingMail.update({ where: { id: queued.id }, data: { nextAttemptAt: new Date() } });
    expect(await deliverDueMail()).toBeGreaterThanOrEqual(1);
    expect((await smtp.mailTo(to)).subject).toBe("Queued during an outage");
    expect(await db.outgoingMail.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({
      status: "SENT",
      sentAt: expect.any(Date),
    });
    // Sent once: a second pass finds nothing due for it.
    await deliverDueMail();
    expect(smtp.received.filter((m) => m.subject === "Queued during an outage")).toHaveLength(1);
  });
});

describe("secrets at rest in the outbox", () => {
  it("keeps no usable link once a mail is sent, and deletes sent mail after the retention period", async () => {
    const to = `links-${unique()}@example.test`;
    const link = "https://covid.example/auth/confirm?token=SECRET-token_123";
    const queued = await queueMail({ to, subject: "Your link", text: `Open ${link}`, html: `<a href="${link}">x</a>` });
    expect((await smtp.mailTo(to)).text).toContain("token=SECRET-token_123");
    const row = await attempted(queued.id);
    expect(row.status).toBe("SENT");
    expect(`${row.text} ${row.html}`).not.toContain("SECRET");
    expect(row.text).toContain("https://covid.example/auth/confirm?token=sent");

    const old = new Date(Date.now() - 31 * 86_400_000);
    const [sent, pending] = await Promise.all([
      db.outgoingMail.create({ data: { to, subject: "old", text: "x", status: "SENT", createdAt: old } }),
      db.outgoingMail.create({ data: { to, subject: "old pending", text: "x", createdAt: old } }),
    ]);
    await purgeOldMail();
    expect(await db.outgoingMail.findUnique({ where: { id: sent.id } })).toBeNull();
    expect(await db.outgoingMail.findUnique({ where: { id: pending.id } })).not.toBeNull();
    expect(await db.outgoingMail.findUnique({ where: { id: queued.id } })).not.toBeNull();
  });
});

describe("rate limits", () => {
  it("allows up to the limit per subject, then refuses with a wait time", async () => {
    const subject = `who-${unique()}`;
    const limit = { name: "test", max: 2, windowSeconds: 60, subject };
    expect((await consume([limit])).allowed).toBe(true);
    expect((await consume([limit])).allowed).toBe(true);
    const third = await consume([limit]);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await consume([{ ...limit, subject: `${subject}-other` }])).allowed).toBe(true);
  });

  it("counts concurrent attempts exactly (one row per window, updated atomically)", async () => {
    const subject = `burst-${unique()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consume([{ name: "burst", max: 5, windowSeconds: 60, subject }])),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});
