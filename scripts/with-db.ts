// Runs a command (next dev / build / start) with a migrated database: DATABASE_URL when set,
// else the embedded PostgreSQL, which is stopped again when the command ends.
//   tsx scripts/with-db.ts [--seed-if-empty] <command> [args...]
import { spawn } from "node:child_process";
import { openDatabase } from "./db/database";
import { openClient } from "./db/client";
import { generateClient } from "./db/generate";
import { migrate } from "./db/migrate";
import { ensureLocalSecret } from "./db/secret";

async function isEmpty(url: string) {
  const db = await openClient(url);
  try {
    return (await db.article.count()) === 0;
  } finally {
    await db.$disconnect();
  }
}

process.env.NEXT_TELEMETRY_DISABLED ??= "1";

async function main() {
  let args = process.argv.slice(2);
  const seedIfEmpty = args[0] === "--seed-if-empty";
  if (seedIfEmpty) args = args.slice(1);
  const [command, ...rest] = args;
  if (!command) throw new Error("usage: with-db [--seed-if-empty] <command> [args...]");

  generateClient();
  ensureLocalSecret();
  const database = await openDatabase();
  const applied = await migrate(database.url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  if (seedIfEmpty && (await isEmpty(database.url))) {
    const { seed } = await import("../prisma/seed/index");
    await seed({ volume: 0 });
  }

  const bin = command === "next" ? "node_modules/next/dist/bin/next" : command;
  const child = spawn(command === "next" ? process.execPath : bin, command === "next" ? [bin, ...rest] : rest, {
    stdio: "inherit",
    env: process.env,
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const code = await new Promise<number>((resolve) => child.on("exit", (c, s) => resolve(c ?? (s ? 1 : 0))));
  await database.stop();
  process.exit(code);
}

main().catch(async (error: unknown) => {
  console.error(error);
  process.exit(1);
});
