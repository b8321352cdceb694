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
  }
  return url.toString();
}
