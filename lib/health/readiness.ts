import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db";
import { isDraining } from "@/lib/ops/drain.mjs";
import { isDatabaseDown } from "./state";

/** Why this process should or should not get new requests (GET /api/ready). */
export type Readiness = {
  ready: boolean;
  draining: boolean;
  database: boolean;
  /** Migrations in prisma/migrations not applied to the database ("unchecked": no folder beside the server). */
  pendingMigrations: string[] | "unchecked";
};

const timeLimit = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), ms))]);

// Once every migration is applied it stays so for this process's build: checked until then only.
let migrationsApplied = false;

async function pendingMigrations(): Promise<string[] | "unchecked"> {
  if (migrationsApplied) return [];
  let expected: string[];
  try {
    const folder = path.join(process.cwd(), "prisma", "migrations");
    expected = (await readdir(folder, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return "unchecked";
  }
  const rows = await db.$queryRaw<Array<{ migration_name: string }>>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const applied = new Set(rows.map((row) => row.migration_name));
  const pending = expected.filter((name) => !applied.has(name)).sort();
  migrationsApplied = pending.length === 0;
  return pending;
}

/**
 * Ready: not draining (a stopping process fails this first, lib/ops/drain.mjs), PostgreSQL answers
 * within two seconds, and every migration of this build is applied. Liveness is /api/health.
 */
export async function readiness(): Promise<Readiness> {
  const draining = isDraining();
  if (draining) return { ready: false, draining, database: !isDatabaseDown(), pendingMigrations: [] };
  try {
    await timeLimit(db.$queryRaw`SELECT 1`, 2_000);
    const pending = await timeLimit(pendingMigrations(), 2_000);
    return {
      ready: pending === "unchecked" || pending.length === 0,
      draining,
      database: true,
      pendingMigrations: pending,
    };
  } catch {
    return { ready: false, draining, database: false, pendingMigrations: [] };
  }
}
