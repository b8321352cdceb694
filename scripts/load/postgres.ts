// The load and fault runs' own PostgreSQL: a second embedded cluster (data in .data/pg-load, port
// 54400 unless LOAD_PG_PORT says otherwise) that the fault mode may stop and start again without
// touching the shared server other work uses. Its database "covid" is migrated and seeded once.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { embeddedCluster } from "../db/embedded";

export type OwnPostgres = {
  url: string;
  port: number;
  /** Stops the server (fast shutdown: open sessions are terminated, as in a real restart). */
  stop: () => Promise<void>;
  /** Starts it again; resolves when it accepts connections (the time is "PG ready"). */
  start: () => Promise<void>;
};

export async function startOwnPostgres(
  dir = process.env.LOAD_PG_DIR ?? ".data/pg-load",
  port = Number(process.env.LOAD_PG_PORT ?? 54400),
): Promise<OwnPostgres> {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  const passwordFile = path.join(root, "password");
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(12).toString("hex"), { mode: 0o600 });
  const password = readFileSync(passwordFile, "utf8").trim();
  const clusterDir = path.join(root, "cluster");
  const server = embeddedCluster({ dir: clusterDir, port, password });
  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) await server.initialise();
  await server.start();
  const admin = new pg.Client({ connectionString: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres` });
  await admin.connect();
  if (!(await admin.query("SELECT 1 FROM pg_database WHERE datname = 'covid'")).rowCount)
    await admin.query('CREATE DATABASE "covid"');
  await admin.end();
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/covid`,
    port,
    stop: () => server.stop(),
    start: () => server.start(),
  };
}
