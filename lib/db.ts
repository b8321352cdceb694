import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { serverEnv } from "@/lib/env";
import { noteDatabaseError } from "@/lib/health/database";

// One client per process, kept on globalThis so dev-server reloads do not open new pools.
const globalForDb = globalThis as unknown as { db?: PrismaClient };

function createClient() {
  const { DATABASE_URL: url, DATABASE_POOL_SIZE: max } = serverEnv();
  if (!url)
    throw new Error("DATABASE_URL is not set: start the app with `npm run dev` or `npm start`, which provide one.");
  // Lost connections (PostgreSQL restarting) mark the database down: proxy.ts answers 503 until it is back.
  const adapter = new PrismaPg(
    { connectionString: url, max },
    { onPoolError: noteDatabaseError, onConnectionError: noteDatabaseError },
  );
  return new PrismaClient({ adapter });
}

export const db = globalForDb.db ?? createClient();
if (process.env.NODE_ENV !== "production") globalForDb.db = db;
