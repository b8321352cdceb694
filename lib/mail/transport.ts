import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { serverEnv } from "@/lib/env";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** The Message-ID, the same on every retry (subscription mail; nodemailer makes one otherwise). */
  messageId?: string | null;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on subscription mail). */
  headers?: Record<string, string> | null;
};

let transporter: Transporter | undefined;

/** The SMTP transport for SMTP_URL, or undefined when mail goes to the dev outbox. */
function smtp(): Transporter | undefined {
  const { SMTP_URL } = serverEnv();
  if (!SMTP_URL) return undefined;
  // Short time-outs: a request that queues mail should not hang on a dead server; the outbox retries.
  transporter ??= nodemailer.createTransport(SMTP_URL, {
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return transporter;
}

export const noSmtpMessage =
  "SMTP_URL is not set: mail cannot be sent. Set SMTP_URL (smtp:// or smtps://) to send sign-in links and notices.";

export function sender(): string {
  return serverEnv().EMAIL_FROM ?? "Covid Info <no-reply@localhost>";
}

/** Sends one mail now: over SMTP, or printed to the console (dev outbox) when SMTP_URL is unset. */
export async function sendNow(mail: Mail): Promise<void> {
  const transport = smtp();
  if (!transport) {
    // Printing mail (with its links) to the log is for development only: in production the
    // mail stays in the outbox, retried, until SMTP_URL is set.
    if (process.env.NODE_ENV === "production") throw new Error(noSmtpMessage);
    console.info(`[dev outbox] to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
    return;
  }
  await transport.sendMail({
    from: sender(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  });
}
