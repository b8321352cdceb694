// The outbox's job names (lib/jobs), apart from lib/mail/jobs.ts so that the outbox can queue a
// retry without importing the module that runs it.
export const retryMailJob = "mail-retry";
export const sweepMailJob = "mail-sweep";
