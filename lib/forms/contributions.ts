import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/routing";
import type { Contribution } from "@/lib/validation/contribute";
import { notifyStaff } from "./staff-mail";

/** Stores a contribution, then queues the staff notification (the outbox retries a failed send). */
export async function saveContribution(data: Contribution, locale: Locale): Promise<void> {
  const row = await db.contribution.create({
    data: {
      category: data.category,
      description: data.description,
      email: data.email,
      fromName: data.from_name,
      link: data.link ?? null,
      notifyOnPublish: data.notify ?? false,
      locale,
    },
  });
  await notifyStaff(`New contribution (${data.category.toLowerCase()}) from ${data.from_name}`, [
    ["Category", data.category],
    ["From", `${data.from_name} <${data.email}>`],
    ["Language", locale],
    ["Link", data.link ?? null],
    ["Reference", row.id],
    ["Description", `\n${data.description}`],
  ]);
}
