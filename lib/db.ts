import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { serverEnv } from "@/lib/env";
import { noteDatabaseError } from "@/lib/health/database";
import { onShutdown } from "@/lib/ops/drain.mjs";

// One client per process, kept on globalThis so dev-server reloads do not open new pools.
const globalForDb = globalThis as unknown as { db?: PrismaClient; dbPool?: pg.Pool };

function createClient() {
  const { DATABASE_URL, DATABASE_POOLER_URL, DATABASE_POOL_SIZE: max } = serverEnv();
  // Through PgBouncer when there is one: Prisma's adapter sends unnamed statements only, which a
  // transaction-mode pool relays (docs/adr/0083-pgbouncer-transaction-mode.md).
  const url = DATABASE_POOLER_URL ?? DATABASE_URL;
  if (!url)
    throw new Error("DATABASE_URL is not set: start the app with `npm run dev` or `npm start`, which provide one.");
  // Lost connections (PostgreSQL restarting) mark the database down: proxy.ts answers 503 until it is back.
  // The pool is made here so the metrics can read its use (lib/ops/collectors.ts); the adapter ends it.
  const pool = new pg.Pool({ connectionString: url, max });
  globalForDb.dbPool = pool;
  const adapter = new PrismaPg(pool, {
    onPoolError: noteDatabaseError,
    onConnectionError: noteDatabaseError,
    disposeExternalPool: true,
  });
  const client = new PrismaClient({ adapter });
  // Last step of a graceful stop (lib/ops/drain.mjs), once requests and jobs are done.
  onShutdown("database", () => client.$disconnect());
  return client;
}

/** This process's PostgreSQL pool, once the client exists. */
export const dbPool = () => globalForDb.dbPool;

export const db = globalForDb.db ?? createClient();
if (process.env.NODE_ENV !== "production") globalForDb.db = db;
