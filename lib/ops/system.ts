import "server-only";
import { db } from "@/lib/db";
import { publicEnv } from "@/lib/public-env";
import { sendPendingMail } from "@/lib/mail/outbox";
import { log } from "./log.mjs";
import { metrics } from "./metrics.mjs";

// What the admin System page shows (/admin/system): the job queues, the mail outbox and its failed
// mails, this process's cache hit ratios, the database's size, the build and the migrations. The
// queues, outbox and database are shared by every process; the cache figures are this process's.

export type QueueRow = { name: string; created: number; retry: number; active: number; failed: number };
export type FailedMail = {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
};

const ratio = (hits: number, total: number) => (total ? hits / total : null);

async function counts(counter: {
  get(): Promise<{ values: Array<{ labels: Record<string, unknown>; value: number }> }>;
}) {
  const out: Record<string, number> = {};
  for (const { labels, value } of (await counter.get()).values) out[String(labels.result)] = value;
  return out;
}

async function queues(): Promise<QueueRow[]> {
  try {
    const rows = await db.$queryRaw<Array<{ name: string; state: string; count: bigint }>>`
      SELECT name, state::text AS state, count(*) AS count FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state ORDER BY name`;
    const byName = new Map<string, QueueRow>();
    for (const row of rows) {
      const entry = byName.get(row.name) ?? { name: row.name, created: 0, retry: 0, active: 0, failed: 0 };
      entry[row.state as "created"] = Number(row.count);
      byName.set(row.name, entry);
    }
    return [...byName.values()];
  } catch {
    return []; // pg-boss has not started on this database yet
  }
}

/** Everything the System page shows. */
export async function systemOverview() {
  const [queueRows, outbox, failedMails, size, migrations, memory, shared] = await Promise.all([
    queues(),
    db.$queryRaw<Array<{ pending: bigint; failed: bigint; oldest: Date | null }>>`
      SELECT count(*) FILTER (WHERE status = 'PENDING') AS pending, count(*) FILTER (WHERE status = 'FAILED') AS failed,
             min("createdAt") FILTER (WHERE status = 'PENDING') AS oldest FROM "OutgoingMail"`,
    db.outgoingMail.findMany({
      where: { status: "FAILED" },
      select: { id: true, to: true, subject: true, attempts: true, lastError: true, createdAt: true },
      orderBy: { createdAt: "desc" },
      take: 50,
    }),
    db.$queryRaw<Array<{ bytes: bigint }>>`SELECT pg_database_size(current_database()) AS bytes`,
    db.$queryRaw<Array<{ name: string; at: Date | null }>>`
      SELECT migration_name AS name, finished_at AS at FROM _prisma_migrations
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    counts(metrics.pageMemory),
    counts(metrics.sharedCache),
  ]);
  const sharedTotal = (shared.memory ?? 0) + (shared.shared ?? 0) + (shared.miss ?? 0);
  return {
    queues: queueRows,
    outbox: {
      pending: Number(outbox[0]?.pending ?? 0),
      failed: Number(outbox[0]?.failed ?? 0),
      oldest: outbox[0]?.oldest ?? null,
    },
    failedMails: failedMails satisfies FailedMail[],
    cache: {
      pageMemory: ratio(memory.hit ?? 0, (memory.hit ?? 0) + (memory.miss ?? 0)),
      sharedCache: ratio((shared.memory ?? 0) + (shared.shared ?? 0), sharedTotal),
    },
    databaseBytes: Number(size[0]?.bytes ?? 0),
    buildId: publicEnv.buildId ?? null,
    migrations: { count: migrations.length, latest: migrations.at(-1) ?? null },
  };
}

/** Gives a failed mail ten new attempts and tries it now; false when it is not a failed mail. */
export async function retryFailedMail(id: string): Promise<boolean> {
  const { count } = await db.outgoingMail.updateMany({
    where: { id, status: "FAILED" },
    data: { status: "PENDING", attempts: 0, nextAttemptAt: new Date() },
  });
  if (!count) return false;
  setImmediate(() => {
    sendPendingMail(id).catch((error: unknown) => log.error({ err: error, mailId: id }, "mail: retry failed"));
  });
  return true;
}
