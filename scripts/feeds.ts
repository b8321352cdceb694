// npm run feeds -- list | resume <all|URL...> | pause <all|URL...>
// The command-line side of the sources screen: the demo's real feeds arrive paused, and this (or an
// editor's button) resumes them. Resuming clears a feed's error streak and a 410's disabling and
// makes it due at once; the jobs of a running app or `npm run worker` then fetch it. Uses
// DATABASE_URL when set, else the embedded cluster, migrated first.
import "./check-node.mjs";
import { openClient } from "./db/client";
import { openDatabase } from "./db/database";
import { migrate } from "./db/migrate";

async function main() {
  const [command, ...targets] = process.argv.slice(2);
  if (!["list", "resume", "pause"].includes(command ?? "") || (command !== "list" && targets.length === 0)) {
    console.error("Usage: npm run feeds -- list | resume <all|URL...> | pause <all|URL...>");
    return 2;
  }
  const database = await openDatabase();
  try {
    await migrate(database.url);
    const db = await openClient(database.url);
    try {
      if (command === "list") {
        const feeds = await db.feed.findMany({ orderBy: { name: "asc" } });
        for (const f of feeds)
          console.log(
            `${f.paused ? "paused " : f.disabledReason ? "stopped" : "active "}  ${f.lastOutcome ?? "-"}  ${f.url}  (${f.name})`,
          );
        return 0;
      }
      const where = targets.includes("all") ? {} : { url: { in: targets } };
      const { count } = await db.feed.updateMany({
        where,
        data:
          command === "pause"
            ? { paused: true }
            : { paused: false, disabledReason: null, consecutiveErrors: 0, retryAfter: null, nextFetchAt: new Date() },
      });
      console.log(`${command === "pause" ? "Paused" : "Resumed"} ${count} feed${count === 1 ? "" : "s"}.`);
      return count > 0 || targets.includes("all") ? 0 : 1;
    } finally {
      await db.$disconnect();
    }
  } finally {
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
