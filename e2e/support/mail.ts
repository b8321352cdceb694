import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

// Mail the site really sent during an e2e run: the production server sends over SMTP to the
// in-process server of e2e/support/smtp-server.ts (Playwright's globalSetup), which writes every
// message it receives as one JSON file into mailDir(). Tests poll that folder with readMail().

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** ISO time the SMTP server received it. */
  receivedAt: string;
  /** Message-ID, List-Unsubscribe and List-Unsubscribe-Post, when the mail has them (lower-case names). */
  headers?: Record<string, string>;
};

export const smtpPort = () => Number(process.env.E2E_SMTP_PORT ?? 2526);

/** One folder per SMTP port, so parallel runs on different ports never read each other's mail. */
export const mailDir = () => process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `covid-e2e-mail-${smtpPort()}`);

export async function clearMailDir(): Promise<void> {
  await rm(mailDir(), { recursive: true, force: true });
  await mkdir(mailDir(), { recursive: true });
}

export type MailQuery = {
  /** A recipient address (case-insensitive). */
  to: string;
  /** Text the subject must contain. */
  subject?: string | RegExp;
  /** Text the plain-text body must contain (e.g. a value unique to the test). */
  contains?: string;
  /** Only mail received at or after this time. */
  since?: Date;
  /** How long to wait for it; default 15 s. */
  timeoutMs?: number;
};

const matches = (mail: ReceivedMail, q: MailQuery) =>
  mail.to.some((to) => to.toLowerCase() === q.to.toLowerCase()) &&
  (q.subject === undefined ||
    (typeof q.subject === "string" ? mail.subject.includes(q.subject) : q.subject.test(mail.subject))) &&
  (q.contains === undefined || mail.text.includes(q.contains)) &&
  (q.since === undefined || new Date(mail.receivedAt) >= q.since);

/** Every received mail matching the query, oldest first (no waiting). */
export async function listMail(query: Omit<MailQuery, "timeoutMs">): Promise<ReceivedMail[]> {
  const files = (await readdir(mailDir()).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(mailDir(), f), "utf8")) as ReceivedMail),
  );
  return mails.filter((m) => matches(m, query));
}

/** Waits for the newest mail matching the query; throws when none arrives in time. */
export async function readMail(query: MailQuery): Promise<ReceivedMail> {
  const deadline = Date.now() + (query.timeoutMs ?? 15_000);
  for (;;) {
    const found = await listMail(query);
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > deadline)
      throw new Error(
        `no mail to ${query.to} matching ${JSON.stringify({ subject: String(query.subject ?? ""), contains: query.contains })} in ${mailDir()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first http(s) link in a mail's text (sign-in links and the like). */
export function firstLink(mail: ReceivedMail): string | undefined {
  return mail.text.match(/https?:\/\/[^\s<>"]+/)?.[0];
}
