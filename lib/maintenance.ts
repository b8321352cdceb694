import "server-only";
import { deliverDueMail } from "@/lib/mail/outbox";
import { pruneRateLimits } from "@/lib/rate-limit";

const everyMs = Number(process.env.MAIL_RETRY_INTERVAL_MS ?? 15_000);
let started = false;

export function startMaintenance() {
  if (started || !process.env.DATABASE_URL) return;
  started = true;
  let runs = 0;
  const timer = setInterval(() => {
    runs++;
    deliverDueMail()
      .then(() => (runs % 240 === 0 ? pruneRateLimits() : undefined))
      .catch((error: unknown) => console.error("maintenance:", error instanceof Error ? error.message : error));
  }, everyMs);
  timer.unref();
}
