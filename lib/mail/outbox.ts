import "server-only";
import { db } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { send } from "@/lib/jobs";
import { consume } from "@/lib/rate-limit";
import { retryMailJob } from "./job-names";
import { sendNow, smtpConnections, UndeliverableAddress, type Mail } from "./transport";
import { log } from "@/lib/ops/log.mjs";
import { metrics } from "@/lib/ops/metrics.mjs";

// Every mail is written to the OutgoingMail table first, then sent after the request has been
// answered: a request never waits on SMTP, so how long it takes says nothing about whether a mail
// went out (sign-up, sign-in link and reset answer alike for known and unknown addresses). A
// failed send stays PENDING and a retry job (lib/jobs) is queued for when its back-off ends; the
// sweep job (lib/mail/jobs.ts) sends anything due that no job did (a process that died). An SMTP
// outage delays mail instead of losing it. Subscription mail is retried by its own rate-limited
// sender (deliverSubscriptionMail), not by retry jobs.
const maxAttempts = 10;
const maxBackoffMs = 6 * 60 * 60 * 1000;
/** The wait after the `attempt`th failure: MAIL_RETRY_INTERVAL_MS, doubled after each, at most 6 hours. */
const backoffMs = (attempt: number) => Math.min(serverEnv().MAIL_RETRY_INTERVAL_MS * 2 ** (attempt - 1), maxBackoffMs);

/**
 * Stores the mail and sends it in the background, once the caller has moved on. `deleteWhenSent`:
 * the row goes as soon as the mail is sent or given up (the notice of an account's deletion).
 */
export async function queueMail(mail: Mail, options: { deleteWhenSent?: boolean } = {}): Promise<{ id: string }> {
  const row = await db.outgoingMail.create({
    data: {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      deleteWhenSent: options.deleteWhenSent ?? false,
    },
  });
  setImmediate(() => {
    sendPendingMail(row.id).catch((error: unknown) =>
      log.error({ err: error, mailId: row.id }, "mail: sending failed"),
    );
  });
  return { id: row.id };
}

/**
 * Sends one pending mail if it is due and nobody else is sending it; true when it is (now) sent.
 * The first attempt (queueMail), the retry job and the sweep all come here.
 */
export async function sendPendingMail(id: string): Promise<boolean> {
  // Claim the row for a minute so two processes never send the same mail twice.
  const claimed = await db.$queryRaw<
    Array<
      Omit<Mail, "headers"> & { attempts: number; deleteWhenSent: boolean; headers: unknown; dedupeKey: string | null }
    >
  >`
    UPDATE "OutgoingMail" SET "nextAttemptAt" = now() + interval '1 minute', attempts = attempts + 1
    WHERE id = ${id} AND status = 'PENDING' AND "nextAttemptAt" <= now()
    RETURNING "to", subject, text, html, attempts, "deleteWhenSent", "messageId", headers, "dedupeKey"`;
  const row = claimed[0];
  if (!row) return false;
  const mail = { ...row, headers: (row.headers as Record<string, string> | null) ?? null };
  try {
    await sendNow(mail);
    if (mail.deleteWhenSent) {
      await db.outgoingMail.deleteMany({ where: { id } });
      return true;
    }
    // Once sent, the stored copy keeps no usable link: the tokens in it are blanked.
    await db.outgoingMail.update({
      where: { id },
      data: {
        status: "SENT",
        sentAt: new Date(),
        lastError: null,
        text: withoutTokens(mail.text),
        html: mail.html ? withoutTokens(mail.html) : null,
        // The List-Unsubscribe link carries a token too.
        headers: Prisma.DbNull,
      },
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    metrics.mailFailures.inc();
    log.warn({ err: error, mailId: id, attempt: mail.attempts }, "mail: not sent");
    const givenUp = mail.attempts >= maxAttempts || error instanceof UndeliverableAddress;
    if (mail.deleteWhenSent && givenUp) {
      await db.outgoingMail.deleteMany({ where: { id } });
      return false;
    }
    const retryAt = new Date(Date.now() + backoffMs(mail.attempts));
    await db.outgoingMail.update({
      where: { id },
      data: { lastError: message.slice(0, 1000), status: givenUp ? "FAILED" : "PENDING", nextAttemptAt: retryAt },
    });
    if (!givenUp && mail.dedupeKey === null) await queueRetry(id, retryAt);
    return false;
  }
}

/** Queues the job that tries `id` again at `at`; if even that fails, the sweep finds the mail due. */
async function queueRetry(id: string, at: Date): Promise<void> {
  try {
    await send(retryMailJob, { id }, { startAfter: at });
  } catch (error) {
    log.error({ err: error, mailId: id }, "mail: no retry job; the sweep will send it");
  }
}

/** The text with every link's token (token=..., in sign-in, confirm and reset links) blanked. */
export function withoutTokens(text: string): string {
  return text.replace(/([?&](?:amp;)?token=)[^\s&"'<>]+/g, "$1sent");
}

// Sent mail is kept this long (for support questions such as "did my mail go out?"), then deleted.
export const sentMailRetentionDays = 30;

/** Deletes sent and failed mail older than the retention period (the hourly maintenance job, lib/maintenance.ts). */
export async function purgeOldMail(): Promise<void> {
  await db.outgoingMail.deleteMany({
    where: {
      status: { in: ["SENT", "FAILED"] },
      createdAt: { lt: new Date(Date.now() - sentMailRetentionDays * 86_400_000) },
    },
  });
}

/**
 * Runs `each` on every id, as many at a time as the SMTP pool has connections; stops when one says
 * so or throws (the others finish the mail they are on). How many were sent.
 */
async function inLanes(ids: string[], each: (id: string) => Promise<"sent" | "not sent" | "stop">): Promise<number> {
  let next = 0;
  let sent = 0;
  let stopped = false;
  const lane = async () => {
    try {
      while (!stopped && next < ids.length) {
        const outcome = await each(ids[next++]!);
        if (outcome === "sent") sent++;
        else if (outcome === "stop") stopped = true;
      }
    } catch (error) {
      stopped = true;
      throw error;
    }
  };
  await Promise.all(Array.from({ length: Math.min(smtpConnections, ids.length) }, lane));
  return sent;
}

/**
 * Sends every mail that is due and that no retry job sent (the sweep: a process died before
 * queueing its retry, or mid-send); not subscription mail (deliverSubscriptionMail). How many were sent.
 */
export async function deliverDueMail(limit = 200): Promise<number> {
  const due = await db.outgoingMail.findMany({
    where: { status: "PENDING", nextAttemptAt: { lte: new Date() }, dedupeKey: null },
    select: { id: true },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
  });
  return inLanes(
    due.map((row) => row.id),
    async (id) => ((await sendPendingMail(id)) ? "sent" : "not sent"),
  );
}

/**
 * Sends the subscription mail that is due (alerts and digests, queued with a `dedupeKey`), at most
 * `perMinute` a minute across every process (a shared fixed-window counter, taken before each
 * mail, so mails sent side by side never pass it), so the SMTP server is never flooded; returns
 * how many were sent. What is left waits for the next run.
 */
export async function deliverSubscriptionMail(perMinute: number, limit = perMinute): Promise<number> {
  const due = await db.outgoingMail.findMany({
    where: { status: "PENDING", nextAttemptAt: { lte: new Date() }, dedupeKey: { not: null } },
    select: { id: true },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
  });
  return inLanes(
    due.map((row) => row.id),
    async (id) => {
      const { allowed } = await consume([
        { name: "mail:subscriptions:minute", max: perMinute, windowSeconds: 60, subject: "all" },
      ]);
      if (!allowed) return "stop";
      return (await sendPendingMail(id)) ? "sent" : "not sent";
    },
  );
}
