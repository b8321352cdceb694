// npm run db:<command>: migrate | diff <name> | seed [--volume N] | reset
//   tsx scripts/db/run.ts serve [database]: keeps the database server running (the embedded one
//   unless DATABASE_URL is set), prints the URL of `database` (created if missing), stops on SIGTERM.
import "../check-node.mjs";
import pg from "pg";
import { openDatabase } from "./database";
import { generateClient } from "./generate";
import { migrate, writeMigration } from "./migrate";

async function reset(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
  await client.end();
}

async function serve(serverUrl: string, name?: string) {
  const url = new URL(serverUrl);
  if (name) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount;
    if (!exists) await admin.query(`CREATE DATABASE "${name.replace(/"/g, "")}"`);
    await admin.end();
    url.pathname = `/${name}`;
  }
  console.log(url.toString());
  await new Promise((resolve) => {
    process.once("SIGTERM", resolve);
    process.once("SIGINT", resolve);
  });
}

async function seed(args: string[]) {
  generateClient();
  const { seed: runSeed } = await import("../../prisma/seed/index");
  const i = args.indexOf("--volume");
  await runSeed({ volume: i >= 0 ? Number(args[i + 1] ?? 100_000) : 0 });
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const db = await openDatabase();
  try {
    switch (command) {
      case "migrate": {
        const applied = await migrate(db.url);
        console.log(applied.length ? `Applied ${applied.join(", ")}` : "Database is up to date.");
        break;
      }
      case "diff": {
        const dir = await writeMigration(db.url, args[0] ?? "change");
        console.log(
          dir ? `Wrote ${dir}/migration.sql — review it, then npm run db:migrate` : "Schema and migrations agree.",
        );
        break;
      }
      case "seed":
        await migrate(db.url);
        await seed(args);
        break;
      case "reset":
        await reset(db.url);
        await migrate(db.url);
        await seed(args);
        break;
      case "serve":
        await serve(db.url, args[0]);
        break;
      default:
        throw new Error(`Unknown command "${command}". Use migrate, diff <name>, seed, reset or serve [database].`);
    }
  } finally {
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
