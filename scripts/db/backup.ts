// npm run db:backup [-- <file>]             pg_dump's custom format, to <file> or .data/backups/
// npm run db:restore -- <file> [--force]    pg_restore into DATABASE_URL, which must be empty
//                                           (--force: drop what is there first)
// DATABASE_URL, else the embedded PostgreSQL. pg_dump and pg_restore must be at least as new as the
// server (an older pg_dump refuses a newer server): the newest of PG_BIN, /usr/lib/postgresql/*/bin
// and PATH is used, and the command says plainly which version it needs when none fits. The dump
// holds the whole database, images stored in PostgreSQL included; images in S3 (S3_BUCKET) are not
// in it: copy the bucket with the storage's own tools.
import "../check-node.mjs";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { parse } from "pg-connection-string";
import { openDatabase } from "./database";

type Tool = { file: string; major: number };

/** The major version `file --version` reports (pg_dump (PostgreSQL) 15.18 ...), or undefined. */
function majorOf(file: string): number | undefined {
  try {
    const text = execFileSync(file, ["--version"], { encoding: "utf8" });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(text);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Every `name` this machine has, newest first. */
export function findTools(name: "pg_dump" | "pg_restore", env = process.env): Tool[] {
  const candidates = new Set<string>();
  if (env.PG_BIN) candidates.add(path.join(env.PG_BIN, name));
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian))
    for (const version of readdirSync(debian)) candidates.add(path.join(debian, version, "bin", name));
  for (const dir of (env.PATH ?? "").split(path.delimiter)) if (dir) candidates.add(path.join(dir, name));
  const tools: Tool[] = [];
  const seen = new Set<string>();
  for (const file of candidates) {
    if (!existsSync(file) || seen.has(realpathSync(file))) continue;
    seen.add(realpathSync(file));
    const major = majorOf(file);
    if (major !== undefined) tools.push({ file, major });
  }
  // PG_BIN first when it fits; otherwise the newest.
  return tools.sort((a, b) => b.major - a.major);
}

/** The tool to use against a server of `serverMajor`, or a sentence saying what is missing. */
export function chooseTool(name: "pg_dump" | "pg_restore", serverMajor: number, tools: Tool[]): Tool | string {
  const fit = tools.find((tool) => tool.major >= serverMajor);
  if (fit) return fit;
  const found = tools.length ? tools.map((t) => `${t.major} (${t.file})`).join(", ") : "none";
  return (
    `${name} must be at least as new as the server: this server is PostgreSQL ${serverMajor}, and the ${name} ` +
    `found here is ${found}. Install PostgreSQL ${serverMajor}'s client (Debian: postgresql-client-${serverMajor}, ` +
    `from apt.postgresql.org when Debian has no such version) or set PG_BIN to the bin folder of one.`
  );
}

/** libpq's environment for `url`: no password on a command line, where `ps` would show it. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const c = parse(url);
  const sslmode = new URL(url).searchParams.get("sslmode");
  return {
    ...process.env,
    PGHOST: c.host ?? "localhost",
    PGPORT: String(c.port ?? 5432),
    PGDATABASE: c.database ?? "postgres",
    ...(c.user && { PGUSER: c.user }),
    ...(c.password && { PGPASSWORD: c.password }),
    ...(sslmode && { PGSSLMODE: sslmode }),
  };
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const serverMajor = async (url: string) =>
  Math.floor(
    Number((await query<{ v: string }>(url, "SELECT current_setting('server_version_num') AS v"))[0]!.v) / 10000,
  );

/** Tables in the database outside PostgreSQL's own schemas (a fresh database has none). */
const userTables = async (url: string) =>
  Number(
    (
      await query<{ n: string }>(
        url,
        "SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      )
    )[0]!.n,
  );

/** A failure said in one line (no stack), once the database is closed again. */
function fail(line: string): never {
  throw new Error(line);
}

function run(tool: Tool, args: string[], url: string) {
  const result = spawnSync(tool.file, args, { env: libpqEnv(url), stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) fail(`${path.basename(tool.file)} failed (exit ${result.status ?? result.signal}).`);
}

async function backup(url: string, target?: string) {
  const major = await serverMajor(url);
  const tool = chooseTool("pg_dump", major, findTools("pg_dump"));
  if (typeof tool === "string") fail(tool);
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const file = path.resolve(target ?? path.join(".data", "backups", `covid-${stamp}.dump`));
  mkdirSync(path.dirname(file), { recursive: true });
  run(tool, ["--format=custom", "--compress=6", "--no-owner", "--no-privileges", `--file=${file}`], url);
  console.log(`Backup written: ${file} (${statSync(file).size} bytes, pg_dump ${tool.major}, server ${major}).`);
  if (process.env.S3_BUCKET)
    console.log(`Images in S3 (bucket ${process.env.S3_BUCKET}) are not in the dump: copy the bucket too.`);
}

async function restore(url: string, file: string | undefined, force: boolean) {
  if (!file || !existsSync(file)) fail("usage: npm run db:restore -- <file> [--force] (the file must exist).");
  const major = await serverMajor(url);
  const tool = chooseTool("pg_restore", major, findTools("pg_restore"));
  if (typeof tool === "string") fail(tool);
  const tables = await userTables(url);
  if (tables > 0 && !force)
    fail(
      `Refusing to restore: the database already has ${tables} tables. Restore into an empty database ` +
        "(createdb, then point DATABASE_URL at it), or add --force to drop what is there first.",
    );
  const args = [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${parse(url).database ?? "postgres"}`,
  ];
  if (tables > 0) args.push("--clean", "--if-exists");
  run(tool, [...args, path.resolve(file)], url);
  console.log(`Restored ${file} (pg_restore ${tool.major}, server ${major}).`);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const database = await openDatabase();
  try {
    if (command === "backup")
      await backup(
        database.url,
        args.find((a) => !a.startsWith("--")),
      );
    else if (command === "restore")
      await restore(
        database.url,
        args.find((a) => !a.startsWith("--")),
        args.includes("--force"),
      );
    else fail("usage: tsx scripts/db/backup.ts backup [file] | restore <file> [--force]");
  } finally {
    await database.stop();
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
