import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/routing";
import type { SupportRequestData } from "@/lib/validation/support";
import { notifyStaff } from "./staff-mail";

/** Stores a support request, then queues the staff notification (the outbox retries a failed send). */
export async function saveSupportRequest(data: SupportRequestData, locale: Locale): Promise<void> {
  const row = await db.supportRequest.create({
    data: {
      name: data.name,
      email: data.email,
      product: data.product,
      subject: data.subject,
      message: data.message,
      locale,
    },
  });
  await notifyStaff(`Support request: ${data.subject}`, [
    ["From", `${data.name} <${data.email}>`],
    ["Product", data.product === "MOBILE_APP" ? "mobile app" : "website"],
    ["Language", locale],
    ["Reference", row.id],
    ["Message", `\n${data.message}`],
  ]);
}
