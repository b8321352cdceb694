// db:migrate applies pending migrations; db:diff writes a new migration for schema changes.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { listMigrations, migrationsDir, noFilter, openEngine, schemaPath } from "./engine";

export async function migrate(url: string): Promise<string[]> {
  const { engine, close } = await openEngine(url);
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: await listMigrations(),
      filters: noFilter,
    });
    return appliedMigrationNames;
  } finally {
    await close();
  }
}

/** SQL that takes a database built from the existing migrations to the current schema ("" if none). */
export async function diffSql(url: string): Promise<string> {
  const { engine, close } = await openEngine(url);
  try {
    const { stdout } = await engine.diff({
      from: { tag: "migrations", ...(await listMigrations()) },
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: await readFile(schemaPath, "utf8") }] },
      script: true,
      exitCode: null,
      filters: noFilter,
    });
    const sql = stdout ?? "";
    return sql.includes("-- This is an empty migration.") ? "" : sql;
  } finally {
    await close();
  }
}

export async function writeMigration(url: string, name: string): Promise<string | null> {
  const sql = await diffSql(url);
  if (!sql.trim()) return null;
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(migrationsDir, `${stamp}_${name.replace(/[^a-z0-9_]+/gi, "_").toLowerCase()}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "migration.sql"), sql);
  return dir;
}
