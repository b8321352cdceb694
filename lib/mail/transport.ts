import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import SMTPPool from "nodemailer/lib/smtp-pool";
import { serverEnv } from "@/lib/env";
import { isPlainRecipient } from "@/lib/validation/fields";

export type Mail = {
  /** One plain address (lib/validation/fields.ts), never a list or a display name. */
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** The Message-ID, the same on every retry (subscription mail; nodemailer makes one otherwise). */
  messageId?: string | null;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on subscription mail). */
  headers?: Record<string, string> | null;
};

/** How many mails one process sends at once: the pool's connections to the SMTP server. */
export const smtpConnections = 5;

let transporter: Transporter | undefined;

/** The SMTP transport for SMTP_URL, or undefined when mail goes to the dev outbox. */
function smtp(): Transporter | undefined {
  const { SMTP_URL } = serverEnv();
  if (!SMTP_URL || transporter) return transporter;
  // One pool per process: a connection carries up to 100 mails instead of one (a new connection
  // and greeting per mail was most of the time a mail took). Short time-outs, so that a dead server
  // fails a send (the outbox retries it) rather than hold it; an idle connection closes after 30 s.
  // A mail whose connection closes under it is tried once more on another (nodemailer's default:
  // without end), then left to the outbox. The pool is built here because createTransport(url, ...)
  // takes its transport options from the URL alone; options in SMTP_URL's query string still win.
  const options: SMTPPool.Options & { maxRequeues: number } = {
    pool: true,
    url: SMTP_URL,
    maxConnections: smtpConnections,
    maxMessages: 100,
    maxRequeues: 1,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 30_000,
  };
  transporter = nodemailer.createTransport(new SMTPPool(options));
  return transporter;
}

/** Closes this process's SMTP connections (tests); the next mail opens new ones. */
export function closeMailTransport(): void {
  transporter?.close();
  transporter = undefined;
}

export const noSmtpMessage =
  "SMTP_URL is not set: mail cannot be sent. Set SMTP_URL (smtp:// or smtps://) to send sign-in links and notices.";

/** A mail that can never go: its address is not one plain address. Given up at once, not retried. */
export class UndeliverableAddress extends Error {}

/** The configured sender (EMAIL_FROM, "Name <address>"), parsed once into nodemailer's address object. */
export function sender(): { name: string; address: string } {
  const [first] = addressparser(serverEnv().EMAIL_FROM ?? "Covid Info <no-reply@localhost>", { flatten: true });
  if (!first?.address) throw new Error("EMAIL_FROM holds no address.");
  return { name: first.name, address: first.address };
}

/** Sends one mail now: over SMTP, or printed to the console (dev outbox) when SMTP_URL is unset. */
export async function sendNow(mail: Mail): Promise<void> {
  // Nodemailer parses a string recipient as an address list ("a,b@c" is two, "x<b@c>" is b@c
  // named x); an object's address is taken as it is. The schemas accept only plain addresses,
  // and this refuses anything else that reaches the outbox (a row stored before they did).
  if (!isPlainRecipient(mail.to)) throw new UndeliverableAddress("not one plain e-mail address");
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
    to: { name: "", address: mail.to },
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  });
}
