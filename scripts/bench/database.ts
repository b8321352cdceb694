// The bench database, shared by npm run bench and npm run bench:proxy.
import pg from "pg";
import { openClient } from "../db/client";
import { migrate } from "../db/migrate";

/** The bench database (`name`): demo content plus `volume` generated articles, created once and reused. */
export async function benchDatabase(serverUrl: string, volume: number, name = "covid_bench") {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  await migrate(url.toString());
  const db = await openClient(url.toString());
  const generated = await db.article.count({ where: { slug: { startsWith: "bench-" } } });
  const seeded = (await db.article.count()) > generated;
  await db.$disconnect();
  process.env.DATABASE_URL = url.toString();
  if (generated !== volume || !seeded) {
    const { seed } = await import("../../prisma/seed/index");
    await seed({ volume });
    // Fresh rows have no statistics yet: without them the first runs plan badly and measure that.
    const fresh = new pg.Client({ connectionString: url.toString() });
    await fresh.connect();
    await fresh.query("VACUUM ANALYZE");
    await fresh.end();
  }
  return url.toString();
}

/** The database's size on disk (pg_database_size, tables and indexes), e.g. "1.2 GB". */
export async function databaseSize(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ size: string }>(
      "SELECT pg_size_pretty(pg_database_size(current_database())) AS size",
    );
    return rows[0]!.size;
  } finally {
    await client.end();
  }
}
