// npm run worker: runs the background jobs (the mail outbox's retries and sweep, the hourly pruning,
// subscription alerts, digests and their sending, the newsroom's scheduled publications) in a
// process of their own, e.g. next to app processes started with SUBSCRIPTION_JOBS=off. Uses
// DATABASE_URL and SMTP_URL like the app; stops on SIGTERM or Ctrl-C once the running job is done.
import "./check-node.mjs";
import { generateClient } from "./db/generate";

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error("DATABASE_URL is not set: the worker needs the app's PostgreSQL database.");
    process.exit(2);
  }
  // A fresh clone has no generated Prisma client until this (tests/unit/script-imports.test.ts).
  generateClient();
  const { stopJobs } = await import("../lib/jobs");
  const { startBackgroundJobs } = await import("../lib/background-jobs");
  await startBackgroundJobs();
  console.log("worker: background jobs started");
  const stop = () => {
    console.log("worker: stopping");
    stopJobs().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
