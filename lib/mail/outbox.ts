import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { consume } from "@/lib/rate-limit";
import { sendNow, type Mail } from "./transport";

// Every mail is written to the OutgoingMail table first, then sent after the request has been
// answered: a request never waits on SMTP, so how long it takes says nothing about whether a mail
// went out (sign-up, sign-in link and reset answer alike for known and unknown addresses). A
// failed send stays PENDING and is retried with back-off (by the timer in instrumentation.ts), so
// an SMTP outage delays mail instead of losing it.
const maxAttempts = 10;
const backoffSeconds = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 6 * 60 * 60);

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
    attempt(row.id).catch((error: unknown) =>
      console.error(`mail ${row.id}: ${error instanceof Error ? error.message : String(error)}`),
    );
  });
  return { id: row.id };
}

/** Sends one pending mail if nobody else is; true when it is (now) sent. */
async function attempt(id: string): Promise<boolean> {
  // Claim the row for a minute so two processes never send the same mail twice.
  const claimed = await db.$queryRaw<
    Array<Omit<Mail, "headers"> & { attempts: number; deleteWhenSent: boolean; headers: unknown }>
  >`
    UPDATE "OutgoingMail" SET "nextAttemptAt" = now() + interval '1 minute', attempts = attempts + 1
    WHERE id = ${id} AND status = 'PENDING' AND "nextAttemptAt" <= now()
    RETURNING "to", subject, text, html, attempts, "deleteWhenSent", "messageId", headers`;
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
    console.error(`mail ${id} not sent (attempt ${mail.attempts}): ${message}`);
    if (mail.deleteWhenSent && mail.attempts >= maxAttempts) {
      await db.outgoingMail.deleteMany({ where: { id } });
      return false;
    }
    await db.outgoingMail.update({
      where: { id },
      data: {
        lastError: message.slice(0, 1000),
        status: mail.attempts >= maxAttempts ? "FAILED" : "PENDING",
        nextAttemptAt: new Date(Date.now() + backoffSeconds(mail.attempts) * 1000),
      },
    });
    return false;
  }
}

/** The text with every link's token (token=..., in sign-in, confirm and reset links) blanked. */
export function withoutTokens(text: string): string {
  return text.replace(/([?&](?:amp;)?token=)[^\s&"'<>]+/g, "$1sent");
}

// Sent mail is kept this long (for support questions such as "did my mail go out?"), then deleted.
export const sentMailRetentionDays = 30;

/** Deletes sent and failed mail older than the retention period (called by the maintenance timer). */
export async function purgeOldMail(): Promise<void> {
  await db.outgoingMail.deleteMany({
    where: {
      status: { in: ["SENT", "FAILED"] },
      createdAt: { lt: new Date(Date.now() - sentMailRetentionDays * 86_400_000) },
    },
  });
}

/** Retries every mail that is due (not subscription mail: deliverSubscriptionMail); returns how many were sent. */
export async function deliverDueMail(limit = 50): Promise<number> {
  const due = await db.outgoingMail.findMany({
    where: { status: "PENDING", nextAttemptAt: { lte: new Date() }, dedupeKey: null },
    select: { id: true },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
  });
  let sent = 0;
  for (const { id } of due) if (await attempt(id)) sent++;
  return sent;
}

/**
 * Sends the subscription mail that is due (alerts and digests, queued with a `dedupeKey`), at most
 * `perMinute` a minute across every process (a shared fixed-window counter), so the SMTP server is
 * never flooded; returns how many were sent. What is left waits for the next run.
 */
export async function deliverSubscriptionMail(perMinute: number, limit = perMinute): Promise<number> {
  const due = await db.outgoingMail.findMany({
    where: { status: "PENDING", nextAttemptAt: { lte: new Date() }, dedupeKey: { not: null } },
    select: { id: true },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
  });
  let sent = 0;
  for (const { id } of due) {
    const { allowed } = await consume([
      { name: "mail:subscriptions:minute", max: perMinute, windowSeconds: 60, subject: "all" },
    ]);
    if (!allowed) break;
    if (await attempt(id)) sent++;
  }
  return sent;
}
