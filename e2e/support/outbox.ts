import { sql } from "./members";

/** The newest mail queued to `to` (every mail passes the OutgoingMail table), waiting up to 10 s. */
export async function mailTo(to: string): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 100; i++) {
    const [mail] = await sql<{ subject: string; text: string }>(
      `SELECT subject, text FROM "OutgoingMail" WHERE "to" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
      [to],
    );
    if (mail) return mail;
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
