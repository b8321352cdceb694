// Creates (or re-creates) one migrated, seeded database for a local run of the two-process test:
//   tsx e2e/support/fresh-db.ts <server url> <database name>
// and prints its URL. `npm test` does not need it: it runs e2e/multi against its own e2e database.
import { withClient } from "./db";
import { migrate } from "../../scripts/db/migrate";

async function main() {
  const [server, name] = process.argv.slice(2);
  if (!server || !name || !/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error("usage: fresh-db <server url> <database name>");
  await withClient(server, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  process.env.DATABASE_URL = url.toString();
  const { seed } = await import("../../prisma/seed/index");
  await seed({ volume: 0 });
  console.log(url.toString());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
