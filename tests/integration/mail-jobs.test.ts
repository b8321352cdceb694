import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// The outbox on lib/jobs (pg-boss) against a real SMTP server that is down, then back, with two
// workers: two copies of the modules, each with its own pg-boss and its own SMTP pool, as two
// processes have. Retries come every 300 ms, doubled after each failure.
let smtp = await startSmtpServer();
const port = smtp.port;
await smtp.close();
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
process.env.MAIL_RETRY_INTERVAL_MS = "300";
vi.spyOn(console, "error").mockImplementation(() => undefined);

/** One worker: fresh copies of the modules (the database client alone is shared, on globalThis). */
async function startWorker() {
  vi.resetModules();
  const [jobs, outbox, names, transport, maintenance, start] = await Promise.all([
    import("@/lib/jobs"),
    import("@/lib/mail/outbox"),
    import("@/lib/mail/job-names"),
    import("@/lib/mail/transport"),
    import("@/lib/maintenance"),
    import("@/lib/mail/jobs"),
  ]);
  await start.startMailJobs();
  await maintenance.startMaintenanceJobs();
  return { jobs, outbox, names, transport, maintenance };
}
const one = await startWorker();
const two = await startWorker();

const db = testDb();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const received = (to: string) => smtp.received.filter((m) => [m.to].flat().some((a) => a?.text.includes(to))).length;

afterAll(async () => {
  await Promise.all([one.jobs.stopJobs(), two.jobs.stopJobs()]);
  one.transport.closeMailTransport();
  two.transport.closeMailTransport();
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

describe("the outbox's retries on lib/jobs", () => {
  it("retries mail SMTP refused with jobs while it is down, and sends each once when it is back", async () => {
    const addresses = Array.from({ length: 6 }, (_, i) => `retry-${i}-${run}@example.test`);
    const ids = await Promise.all(
      addresses.map(
        async (to, i) =>
          (await (i % 2 ? two : one).outbox.queueMail({ to, subject: "Sent by a retry job", text: "Hello" })).id,
      ),
    );
    const rows = () => db.outgoingMail.findMany({ where: { id: { in: ids } } });
    // The first attempt, right after queueMail, fails; then at least one retry job fails too.
    await expect
      .poll(async () => (await rows()).every((r) => r.attempts >= 2 && r.status === "PENDING"), { timeout: 15_000 })
      .toBe(true);
    expect((await rows()).every((r) => r.lastError)).toBe(true);

    smtp = await startSmtpServer(port);
    await expect
      .poll(async () => (await rows()).map((r) => r.status), { timeout: 20_000 })
      .toEqual(ids.map(() => "SENT"));
    // Retry jobs still queued from earlier failures find the mail sent and send nothing.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(addresses.map(received)).toEqual(addresses.map(() => 1));
  });

  it("sweeps mail that is due with no job queued for it (a process that died), once with two workers racing", async () => {
    const addresses = Array.from({ length: 20 }, (_, i) => `sweep-${i}-${run}@example.test`);
    // What a process leaves when it dies between storing a mail and its first attempt: no job.
    await db.outgoingMail.createMany({
      data: addresses.map((to) => ({ to, subject: "Found by the sweep", text: "Hello" })),
    });
    const [byOne, byTwo] = await Promise.all([one.outbox.deliverDueMail(), two.outbox.deliverDueMail()]);
    expect(byOne + byTwo).toBeGreaterThanOrEqual(addresses.length);
    expect(addresses.map(received)).toEqual(addresses.map(() => 1));

    // The sweep job of either worker does the same.
    const late = `sweep-job-${run}@example.test`;
    await db.outgoingMail.create({ data: { to: late, subject: "Found by the sweep job", text: "Hello" } });
    await Promise.all([one.jobs.send(one.names.sweepMailJob, {}), two.jobs.send(two.names.sweepMailJob, {})]);
    await expect.poll(() => received(late), { timeout: 15_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(received(late)).toBe(1);
  });

  it("leaves subscription mail to its rate-limited sender: no retry job for it", async () => {
    await smtp.close();
    const to = `subscription-${run}@example.test`;
    const row = await db.outgoingMail.create({
      data: { to, subject: "Digest", text: "t", dedupeKey: `test:${run}`, messageId: `<t-${run}@covid.example>` },
    });
    expect(await one.outbox.sendPendingMail(row.id)).toBe(false);
    const failed = await db.outgoingMail.findUniqueOrThrow({ where: { id: row.id } });
    expect(failed).toMatchObject({ status: "PENDING", attempts: 1 });
    smtp = await startSmtpServer(port);
    // Its back-off (300 ms) is long over; no retry job picks it up, deliverSubscriptionMail does.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await db.outgoingMail.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ attempts: 1 });
    expect(await two.outbox.deliverSubscriptionMail(1000)).toBeGreaterThanOrEqual(1);
    expect(received(to)).toBe(1);
  });
});

describe("the maintenance job", () => {
  it("prunes old rate-limit windows, ended sessions and old sent mail", async () => {
    const user = await db.user.create({ data: { email: `prune-${run}@example.test` } });
    const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const [oldWindow, freshWindow, ended, live, oldMail, oldPending] = await Promise.all([
      db.rateLimit.create({ data: { key: `prune:${run}:old`, windowStart: dayAgo(2), count: 1 } }),
      db.rateLimit.create({ data: { key: `prune:${run}:fresh`, windowStart: new Date(), count: 1 } }),
      db.session.create({ data: { sessionToken: `ended-${run}`, userId: user.id, expires: dayAgo(1) } }),
      db.session.create({
        data: { sessionToken: `live-${run}`, userId: user.id, expires: new Date(Date.now() + 3_600_000) },
      }),
      db.outgoingMail.create({
        data: { to: user.email, subject: "old", text: "x", status: "SENT", createdAt: dayAgo(31) },
      }),
      db.outgoingMail.create({
        data: { to: user.email, subject: "old pending", text: "x", createdAt: dayAgo(31), nextAttemptAt: dayAgo(-1) },
      }),
    ]);
    await two.jobs.send(two.maintenance.pruneJob, {});
    const window = (key: string) => db.rateLimit.findFirst({ where: { key } });
    // The job prunes the three tables at once: wait until all three old rows are gone, not the first.
    const oldRows = async () => [
      await window(oldWindow.key),
      await db.session.findUnique({ where: { id: ended.id } }),
      await db.outgoingMail.findUnique({ where: { id: oldMail.id } }),
    ];
    await expect.poll(oldRows, { timeout: 15_000 }).toEqual([null, null, null]);
    expect(await window(freshWindow.key)).not.toBeNull();
    expect(await db.session.findUnique({ where: { id: live.id } })).not.toBeNull();
    expect(await db.outgoingMail.findUnique({ where: { id: oldPending.id } })).not.toBeNull();
  });
});
