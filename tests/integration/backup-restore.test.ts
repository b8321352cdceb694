import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chooseTool, findTools } from "../../scripts/db/backup";

// The restore drill (npm run db:backup, npm run db:restore) on Debian's PostgreSQL 15, started here
// in a temporary folder: a migrated, seeded database is dumped and restored into an empty one, with
// the same rows in every table (counts and a digest of each table's contents) and the same bytes for a
// sample of public pages (tests/support/render-sample.ts, rendered from each database). A restore into a
// database that has tables is refused unless --force. Against a server newer than any pg_dump here
// (the embedded PostgreSQL 18), the backup says which client it needs.
const root = path.resolve(__dirname, "../..");
const bin = "/usr/lib/postgresql/15/bin";
const dumps = findTools("pg_dump").filter((t) => t.major >= 15);
const reason = !existsSync(path.join(bin, "postgres"))
  ? `no PostgreSQL 15 server at ${bin} (apt-get install -y postgresql-15)`
  : !dumps.length
    ? "no pg_dump 15 or newer"
    : undefined;
if (reason) console.log(`backup-restore drill skipped: ${reason}`);

const port = Number(process.env.EMBEDDED_PG_PORT ?? 5440) + 7;
const asRoot = process.getuid?.() === 0;
let dir = "";
const admin = (database = "postgres") => `postgresql://postgres@127.0.0.1:${port}/${database}`;

function sh(file: string, args: string[]) {
  const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  const result = spawnSync(command, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${file} failed: ${result.stderr}${result.stdout}`);
}

/** Runs one of the project's scripts with DATABASE_URL = `url`; its exit code and output. */
function script(args: string[], url: string) {
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: "production" },
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The sample of pages rendered from `url`'s database (tests/support/render-sample.ts). */
function renderSample(url: string): string {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "--import",
      "./scripts/server-only-hooks.mjs",
      "tests/support/render-sample.ts",
    ],
    { cwd: root, encoding: "utf8", env: { ...process.env, DATABASE_URL: url }, timeout: 120_000 },
  );
  if (result.status !== 0) throw new Error(`render-sample failed: ${result.stderr}`);
  return result.stdout;
}

async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every table of the public schema with its row count and a digest of its rows. */
async function contents(url: string) {
  const tables = await sql<{ name: string }>(
    url,
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await sql<{ n: string; digest: string | null }>(
      url,
      `SELECT count(*) AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM "${name}" t`,
    );
    out[name] = `${row!.n} ${row!.digest ?? "-"}`;
  }
  return out;
}

describe.skipIf(Boolean(reason))("backup and restore drill on PostgreSQL 15", () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "covid-pg15-"));
    // Root cannot run postgres: the cluster belongs to Debian's postgres user.
    if (asRoot) spawnSync("chown", ["postgres:postgres", dir]);
    sh(path.join(bin, "initdb"), [
      "-D",
      path.join(dir, "data"),
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--no-sync",
    ]);
    sh(path.join(bin, "pg_ctl"), [
      "-D",
      path.join(dir, "data"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-l",
      path.join(dir, "log"),
      "-w",
      "start",
    ]);
    await sql(admin(), "CREATE DATABASE source");
    await sql(admin(), "CREATE DATABASE restored");
  }, 120_000);

  afterAll(() => {
    if (!dir) return;
    try {
      sh(path.join(bin, "pg_ctl"), ["-D", path.join(dir, "data"), "-m", "fast", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("restores a seeded database into an empty one with the same rows, and refuses a non-empty one", async () => {
    const seeded = script(["scripts/db/run.ts", "seed"], admin("source"));
    expect(seeded.status, seeded.output).toBe(0);
    const before = await contents(admin("source"));
    expect(Number(before.Article!.split(" ")[0])).toBeGreaterThan(0);
    expect(Number(before._prisma_migrations!.split(" ")[0])).toBeGreaterThan(0);

    const file = path.join(dir, "drill.dump");
    const dumped = script(["scripts/db/backup.ts", "backup", file], admin("source"));
    expect(dumped.status, dumped.output).toBe(0);
    expect(dumped.output).toContain("Backup written");
    expect(statSync(file).size).toBeGreaterThan(1000);

    const restored = script(["scripts/db/backup.ts", "restore", file], admin("restored"));
    expect(restored.status, restored.output).toBe(0);
    expect(await contents(admin("restored"))).toEqual(before);
    const pages = renderSample(admin("source"));
    expect(Object.keys(JSON.parse(pages) as object).length).toBeGreaterThan(10);
    expect(pages).toContain('"html":"<');
    expect(renderSample(admin("restored"))).toBe(pages);

    const again = script(["scripts/db/backup.ts", "restore", file], admin("restored"));
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/Refusing to restore: the database already has \d+ tables/);

    await sql(admin("restored"), `DELETE FROM "Article" WHERE id IN (SELECT id FROM "Article" LIMIT 1)`);
    const forced = script(["scripts/db/backup.ts", "restore", file, "--force"], admin("restored"));
    expect(forced.status, forced.output).toBe(0);
    expect(await contents(admin("restored"))).toEqual(before);
  }, 600_000);
});

describe("a pg_dump older than the server", () => {
  it("is refused with a sentence naming the version needed", () => {
    expect(chooseTool("pg_dump", 18, [{ file: "/usr/bin/pg_dump", major: 15 }])).toMatch(
      /pg_dump must be at least as new as the server: this server is PostgreSQL 18, and the pg_dump found here is 15 \(\/usr\/bin\/pg_dump\)\. Install PostgreSQL 18's client/,
    );
    expect(chooseTool("pg_dump", 15, [{ file: "/x/pg_dump", major: 15 }])).toEqual({ file: "/x/pg_dump", major: 15 });
  });

  it.skipIf(findTools("pg_dump").some((t) => t.major >= 18))("says so against the embedded PostgreSQL 18", () => {
    const result = script(
      ["scripts/db/backup.ts", "backup", path.join(os.tmpdir(), "never.dump")],
      inject("databaseUrl"),
    );
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/this server is PostgreSQL 18/);
    expect(existsSync(path.join(os.tmpdir(), "never.dump"))).toBe(false);
  });
});
