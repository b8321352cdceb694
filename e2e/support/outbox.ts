import { readMail } from "./mail";
import { sql } from "./db";

/**
 * The newest mail queued to `to`, as the SMTP server received it (the outbox keeps no usable link
 * once a mail is sent, so links are read from the delivered copy), waiting up to 10 s for it.
 */
export async function mailTo(to: string): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 100; i++) {
    // The stored time is UTC without a zone: read it as milliseconds since the epoch.
    const [row] = await sql<{ subject: string; ms: string }>(
      `SELECT subject, extract(epoch FROM "createdAt") * 1000 AS ms FROM "OutgoingMail" WHERE "to" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
      [to],
    );
    if (row) return readMail({ to, subject: row.subject, since: new Date(Number(row.ms) - 1000) });
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

export async function countMailTo(to: string): Promise<number> {
  const [row] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "OutgoingMail" WHERE "to" = $1`, [to]);
  return row?.n ?? 0;
}

/** The path and query of the first link to this site in a mail, to open on the test server. */
export function linkIn(text: string): string {
  const url = new URL(text.match(/https?:\/\/\S+\/auth\/\S+/)![0]);
  return `${url.pathname}${url.search}`;
}
