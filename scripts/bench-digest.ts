// npm run bench:digest: how long the digests take to build and send. A benchmark, not a test: it prints
// figures beside their goals and exits 0 whatever they are (1 if it cannot run, or if a digest is
// queued twice or a sent mail does not arrive).
//
//   npm run bench:digest [-- --subscribers 10000] [--items 200] [--send 2000] [--database covid_bench_digest]
//
// 1. Its own database (--database, else "covid_bench_digest") on DATABASE_URL's server or the
//    embedded one, dropped and made again each run: --items published over a day and a half in the
//    four languages (some in English only) and --subscribers confirmed daily subscribers, a quarter
//    per language.
// 2. In a fresh process (so that its maxRSS is the digests' and what the process holds before
//    them, shown apart): queueDigests for each edition at its 07:00, with its time, peak RSS and
//    heap, and rows queued; then again, which queues none.
//    Goal: under 30 s and 300 MB.
// 3. deliverSubscriptionMail sends --send of them to an SMTP server in this process (no rate limit
//    to speak of): mails per second, and the Message-IDs that arrived.
import "./check-node.mjs";
import { spawnSync } from "node:child_process";
import os from "node:os";
import pg from "pg";
import { openDatabase } from "./db/database";
import { generateClient } from "./db/generate";
import { migrate } from "./db/migrate";
import { ensureLocalSecret } from "./db/secret";
import { insertDigestFixtures } from "./bench/digest-fixtures";
import { watchMemory } from "./bench/memory";
import { startSmtpCapture } from "./bench/smtp-capture";

const option = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const subscribers = option("subscribers", 10_000);
const itemCount = option("items", 200);
const toSend = option("send", 2_000);
// Two people benching on one server each name their own database: the bench drops it first.
const databaseIndex = process.argv.indexOf("--database");
const databaseName = databaseIndex > 0 ? process.argv[databaseIndex + 1]! : "covid_bench_digest";
if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`--database: not a plain name: ${databaseName}`);
const GOAL_SECONDS = 30;
const GOAL_MB = 300;
// Wednesday 25 November 2026: every edition's 07:00 (06:00 UTC in Paris to 13:00 UTC in Mexico City)
// falls after a full day of items.
const itemsFrom = new Date("2026-11-24T06:00:00Z");
const itemsTo = new Date("2026-11-25T13:00:00Z");
const day = new Date("2026-11-25T15:00:00Z");
const editions = ["en", "es", "fr", "pt"] as const;

async function resetDatabase(serverUrl: string): Promise<string> {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  await admin.end();
  await migrate(url.toString());
  return url.toString();
}

const seconds = (start: number) => (performance.now() - start) / 1000;

/** Steps 2 and 3, in the child process. */
async function measure() {
  const smtp = await startSmtpCapture();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.MAIL_RATE_PER_MINUTE = "100000";
  process.env.NEXTAUTH_URL ??= "https://covid.example";
  generateClient();
  const { queueDigests, localSeven } = await import("../lib/subscriptions/digests");
  const { editionTimeZones } = await import("../lib/subscriptions/zones");
  const { deliverSubscriptionMail } = await import("../lib/mail/outbox");
  const { db } = await import("../lib/db");
  const zones = editionTimeZones();
  // What the process holds before any digest (node, tsx, the modules, Prisma's query compiler and
  // pool, the SMTP server): the part of the peak that is not the digests'.
  await db.$connect();
  const before = process.memoryUsage();

  const memory = watchMemory();
  const started = performance.now();
  const perEdition: string[] = [];
  let queued = 0;
  for (const edition of editions) {
    const at = localSeven(day, zones[edition]).at;
    const start = performance.now();
    const count = await queueDigests({ edition, now: at, afterBatch: memory.sample });
    queued += count;
    perEdition.push(`${edition} ${count.toLocaleString("en")} in ${seconds(start).toFixed(1)} s`);
  }
  const wall = seconds(started);
  const peak = memory.stop();
  const againStart = performance.now();
  let again = 0;
  for (const edition of editions) again += await queueDigests({ edition, now: localSeven(day, zones[edition]).at });
  const againWall = seconds(againStart);

  const sendStart = performance.now();
  const sent = await deliverSubscriptionMail(100_000, toSend);
  const sendWall = seconds(sendStart);
  const arrived = smtp.received();
  const marked = await db.outgoingMail.count({ where: { status: "SENT" } });
  await smtp.close();
  await db.$disconnect();

  const mark = (ok: boolean) => (ok ? "within" : "over");
  console.log("| measure | figure | goal |");
  console.log("|---|---|---|");
  console.log(
    `| queueDigests, 4 editions at their 07:00: wall time | ${wall.toFixed(1)} s | < ${GOAL_SECONDS} s (${mark(wall < GOAL_SECONDS)}) |`,
  );
  console.log(`| per edition | ${perEdition.join("; ")} | |`);
  console.log(`| rows queued | ${queued.toLocaleString("en")} | |`);
  console.log(
    `| peak RSS sampled every 50 ms / process maxRSS | ${peak.rssMb.toFixed(0)} MB / ${peak.maxRssMb.toFixed(0)} MB | < ${GOAL_MB} MB (${mark(peak.maxRssMb < GOAL_MB)}) |`,
  );
  console.log(`| peak heap used | ${peak.heapMb.toFixed(0)} MB | |`);
  console.log(
    `| before the first edition: RSS, heap used | ${(before.rss / 2 ** 20).toFixed(0)} MB, ${(before.heapUsed / 2 ** 20).toFixed(0)} MB | |`,
  );
  console.log(`| second run: rows queued | ${again} in ${againWall.toFixed(1)} s | 0 |`);
  console.log(`| deliverSubscriptionMail: mails sent | ${sent.toLocaleString("en")} in ${sendWall.toFixed(1)} s | |`);
  console.log(`| mails per second | ${(sent / sendWall).toFixed(0)} | |`);
  console.log(
    `| received by the SMTP server / distinct Message-IDs / rows marked SENT | ${arrived.mails} / ${arrived.distinctIds} / ${marked} | ${sent} each |`,
  );
  const errors = [
    ...(again !== 0 ? [`the second run queued ${again}`] : []),
    ...(arrived.mails !== sent || arrived.distinctIds !== sent || marked !== sent
      ? [`${sent} sent, ${arrived.mails} received, ${arrived.distinctIds} distinct Message-IDs, ${marked} marked SENT`]
      : []),
  ];
  for (const error of errors) console.error(`error: ${error}`);
  process.exit(errors.length ? 1 : 0);
}

async function main() {
  generateClient();
  ensureLocalSecret();
  const server = await openDatabase();
  try {
    const url = await resetDatabase(server.url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const setupStart = performance.now();
    const fixtures = await insertDigestFixtures(client, {
      itemCount,
      addresses: subscribers,
      from: itemsFrom,
      to: itemsTo,
    });
    await client.end();
    const load = os.loadavg().map((n) => n.toFixed(2));
    console.log(
      `# npm run bench:digest, ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${load.join(" ")}`,
    );
    console.log(
      `${fixtures.items} items (${fixtures.translations} translations), ${fixtures.addresses.toLocaleString("en")} daily subscribers ` +
        `(${fixtures.subscriptions.toLocaleString("en")} subscriptions), inserted in ${seconds(setupStart).toFixed(1)} s\n`,
    );
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, __filename, "--measure", ...process.argv.slice(2)],
      {
        stdio: "inherit",
        env: { ...process.env, DATABASE_URL: url },
      },
    );
    process.exitCode = child.status ?? 1;
  } finally {
    await server.stop();
  }
}

(process.argv.includes("--measure") ? measure() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
