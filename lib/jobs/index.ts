import PgBoss from "pg-boss";
import { serverEnv } from "@/lib/env";
import { onShutdown } from "@/lib/ops/drain.mjs";
import { log } from "@/lib/ops/log.mjs";
import { metrics } from "@/lib/ops/metrics.mjs";

// The site's background jobs, in PostgreSQL (pg-boss 10, in its own schema "pgboss"; docs/adr/0037-background-jobs-on-pg-boss.md
// says why this library). One small API for every feature: `work` says what a job name does,
// `send` queues one run (now or later), `schedule` runs it on a cron (in a time zone). Jobs are
// claimed with SKIP LOCKED, so any number of processes (the app's, `npm run worker`) share them.
// The newsroom's scheduled publishing uses the same three calls.

export type JobHandler<T extends object> = (data: T) => Promise<void>;
export type SendOptions = {
  /** Run no earlier than this. */
  startAfter?: Date;
  /**
   * pg-boss's singleton key. On our queues (pg-boss's "standard" policy) it does not drop a second
   * send: no handler relies on it to run once; each checks its own state (docs/adr/0038-mail-outbox-on-pg-boss.md).
   */
  singletonKey?: string;
  retryLimit?: number;
};

let boss: PgBoss | undefined;
let starting: Promise<PgBoss> | undefined;
const created = new Set<string>();

/** The started job library for DATABASE_URL (started once per process). */
export function jobs(): Promise<PgBoss> {
  starting ??= (async () => {
    const { DATABASE_URL } = serverEnv();
    if (!DATABASE_URL) throw new Error("DATABASE_URL is not set: background jobs need PostgreSQL.");
    const instance = new PgBoss({ connectionString: DATABASE_URL, schema: "pgboss", max: 4 });
    instance.on("error", (error: Error) => log.error({ err: error }, "jobs: pg-boss error"));
    await instance.start();
    boss = instance;
    // A graceful stop of the process (lib/ops/drain.mjs) lets the running job finish first.
    onShutdown("jobs", stopJobs);
    return instance;
  })();
  return starting;
}

async function queue(name: string): Promise<PgBoss> {
  const instance = await jobs();
  if (!created.has(name)) {
    // Retries with back-off: a job that throws runs again (3 times by default).
    await instance.createQueue(name, { name, retryLimit: 3, retryDelay: 30, retryBackoff: true });
    created.add(name);
  }
  return instance;
}

/** Queues one run of `name` with `data`; the id of the job, or null when a singleton was already queued. */
export async function send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
  return (await queue(name)).send(name, data, options);
}

/** Runs `name` on `cron` (minute precision) in `timeZone`; scheduling again replaces the schedule. */
export async function schedule<T extends object>(name: string, cron: string, data: T, timeZone = "UTC"): Promise<void> {
  await (await queue(name)).schedule(name, cron, data, { tz: timeZone });
}

/**
 * Makes this process run jobs of `name`, one at a time (or `batchSize` at once, each through the
 * handler; the feed fetcher's politeness limiter caps what they do); a handler that throws is retried.
 */
export async function work<T extends object>(
  name: string,
  handler: JobHandler<T>,
  options: { batchSize?: number } = {},
): Promise<void> {
  await (
    await queue(name)
  ).work<T>(name, { batchSize: options.batchSize ?? 1, pollingIntervalSeconds: 2 }, async (batch) => {
    const results = await Promise.allSettled(batch.map((job) => handler(job.data)));
    results.forEach((result, i) => {
      if (result.status === "fulfilled") return;
      metrics.jobFailures.inc({ name });
      log.warn({ err: result.reason, job: name, jobId: batch[i]?.id }, `job ${name} failed; pg-boss retries it`);
    });
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
  });
}

/** Stops this process's workers and closes the connection (tests, the worker's shutdown). */
export async function stopJobs(): Promise<void> {
  const instance = boss;
  boss = undefined;
  starting = undefined;
  created.clear();
  if (instance) await instance.stop({ graceful: true, wait: true, timeout: 10_000 });
}
