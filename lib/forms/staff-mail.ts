import "server-only";
import { serverEnv } from "@/lib/env";
import { queueMail } from "@/lib/mail/outbox";

export const staffEmail = () => serverEnv().STAFF_EMAIL ?? "staff@localhost";

/** Tells the staff about a new submission. Staff read English; the sender's text is quoted as is. */
export async function notifyStaff(
  subject: string,
  fields: Array<[label: string, value: string | null]>,
): Promise<void> {
  const text = [
    ...fields.map(([label, value]) => `${label}: ${value ?? "-"}`),
    "",
    "Open the moderation inbox to mark it handled.",
  ].join("\n");
  await queueMail({ to: staffEmail(), subject, text });
}
