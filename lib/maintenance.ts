import "server-only";
import { serverEnv } from "@/lib/env";
import { deliverDueMail, purgeOldMail } from "@/lib/mail/outbox";
import { pruneSessions } from "@/lib/auth/sessions";
import { pruneRateLimits } from "@/lib/rate-limit";

let started = false;

export function startMaintenance() {
  const { DATABASE_URL, MAIL_RETRY_INTERVAL_MS: everyMs } = serverEnv();
  if (started || !DATABASE_URL) return;
  started = true;
  let runs = 0;
  const timer = setInterval(() => {
    runs++;
    deliverDueMail()
      .then(() => (runs % 240 === 0 ? Promise.all([pruneRateLimits(), pruneSessions(), purgeOldMail()]) : undefined))
      .catch((error: unknown) => console.error("maintenance:", error instanceof Error ? error.message : error));
  }, everyMs);
  timer.unref();
}
