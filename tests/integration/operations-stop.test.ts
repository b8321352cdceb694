import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

// Stopping a process in the middle of its work (lib/ops/drain.mjs, lib/jobs): a digest run stopped
// while it sends loses no mail and repeats none, however often it runs again; and a drain answers
// the request in flight, ends chat streams with the reconnect hint, then closes jobs and the pool.
const received: string[] = [];
// An SMTP server that takes 300 ms a mail, so that a stop lands in the middle of the sending.
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  closeTimeout: 100,
  onRcptTo(address, _session, callback) {
    received.push(address.address);
    callback();
  },
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => setTimeout(() => callback(), 300));
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
process.env.NEXTAUTH_SECRET = "test-secret-of-at-least-32-characters-long";
process.env.NEXTAUTH_URL = "https://covid.example";

const { queueDigests } = await import("@/lib/subscriptions/digests");
const { deliverSubscriptionMail } = await import("@/lib/mail/outbox");
const { send, work, stopJobs, jobs } = await import("@/lib/jobs");
const { drainAndStop, isDraining } = await import("@/lib/ops/drain.mjs");
const { log } = await import("@/lib/ops/log.mjs");
const { openChatStream } = await import("@/lib/chat/streams");

const db = testDb();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// Far in the future, so no other test's items fall in this day: 07:00 in Paris on 11 March 2191.
const seven = new Date(Date.UTC(2191, 2, 11, 6, 0));
const readers = Array.from({ length: 8 }, (_, i) => `stop-${run}-${i}@example.test`);

beforeAll(async () => {
  const category = await db.category.create({ data: { type: "NEWS", slug: `stop-${run}` } });
  await db.article.create({
    data: {
      type: "NEWS",
      slug: `stop-${run}`,
      categoryId: category.id,
      publishedAt: new Date(seven.getTime() - 2 * 3_600_000),
      translations: { create: [{ locale: "fr", title: "Nouvelle", summary: "Résumé", body: "Texte" }] },
    },
  });
  for (const email of readers)
    await db.subscription.create({
      data: {
        email,
        topic: "TYPE",
        topicKey: "NEWS",
        locale: "fr",
        rhythm: "DAILY",
        confirmedAt: new Date(Date.UTC(2191, 0, 1)),
      },
    });
});

afterAll(async () => {
  process.env = savedEnv;
  await db.$disconnect();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const digestJob = `digest-stop-${run}`;
const runDigests = async () => {
  await queueDigests({ edition: "fr", now: seven });
  await deliverSubscriptionMail(10_000);
};

describe("a worker stopped in the middle of a digest run", () => {
  it("finishes the run it started, and a run after the restart neither loses nor repeats a mail", async () => {
    await work(digestJob, runDigests);
    const id = await send(digestJob, {});
    await expect
      .poll(() => received.filter((to) => readers.includes(to)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const atStop = received.filter((to) => readers.includes(to)).length;
    expect(atStop).toBeLessThan(readers.length); // the stop lands mid-run
    await stopJobs();
    // The run in progress was finished, not dropped: every digest went out, and the job is done.
    expect(received.filter((to) => readers.includes(to)).sort()).toEqual([...readers].sort());
    const [job] = await db.$queryRaw<
      Array<{ state: string }>
    >`SELECT state::text AS state FROM pgboss.job WHERE id = ${id}::uuid`;
    expect(job?.state).toBe("completed");

    // The worker comes back and the schedule runs the same day's digests again (or a retry does).
    await work(digestJob, runDigests);
    const again = await send(digestJob, {});
    await expect
      .poll(
        async () =>
          (
            await db.$queryRaw<
              Array<{ state: string }>
            >`SELECT state::text AS state FROM pgboss.job WHERE id = ${again}::uuid`
          )[0]?.state,
        { timeout: 20_000 },
      )
      .toBe("completed");
    const sent = received.filter((to) => readers.includes(to));
    expect(sent.sort()).toEqual([...readers].sort());
    expect(new Set(sent).size).toBe(readers.length);
    const rows = await db.outgoingMail.findMany({ where: { to: { in: readers } }, select: { status: true } });
    expect(rows.map((row) => row.status)).toEqual(readers.map(() => "SENT"));
  });
});

describe("a drain", () => {
  it("answers the request in flight, ends chat streams with a reconnect hint, then stops jobs and the pool", async () => {
    await jobs();
    const server = createServer((_request, response) => {
      setTimeout(() => response.end("done"), 800);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const stream = openChatStream({ member: `m-${run}`, address: "203.0.113.7", signal: new AbortController().signal });
    if (!stream.ok) throw new Error("stream refused");
    const reader = stream.stream.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes(": connected")) text += decoder.decode((await reader.read()).value);

    const inFlight = fetch(url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopping = drainAndStop(server, { graceMs: 200, timeoutMs: 5_000, log });
    expect(isDraining()).toBe(true);
    expect(drainAndStop(server, { graceMs: 0, timeoutMs: 0, log })).toBe(stopping); // a second signal: same drain
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    expect(text).toMatch(/retry: 1000\n\n$/);
    expect(await inFlight).toBe("done");
    await stopping;
    expect(server.listening).toBe(false);
  });
});
