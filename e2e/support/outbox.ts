import { db } from "./members";

/** The newest mail queued to `to` (every mail passes the OutgoingMail table), waiting up to 10 s. */
export async function mailTo(to: string, since = new Date(0)) {
  for (let i = 0; i < 100; i++) {
    const mail = await db.outgoingMail.findFirst({ where: { to, createdAt: { gte: since } }, orderBy: { createdAt: "desc" } });
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** The path and query of the first link to this site in a mail, to open on the test server. */
export function linkIn(text: string): string {
  const url = new URL(text.match(/https?:\/\/\S+\/auth\/\S+/)![0]);
  return `${url.pathname}${url.search}`;
}
