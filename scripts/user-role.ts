// npm run user:role -- <email or username> <USER|EDITOR|MODERATOR|ADMIN>
// Gives a member a role from the command line: how the first admin of a fresh install is made
// (docs/screens.md, "Roles"). The change is recorded like the admin page's, with no actor ("the command
// line"). Uses DATABASE_URL when set, else the embedded cluster, migrated first.
import "./check-node.mjs";
import { applyRoleChange, roles } from "../lib/accounts/role-change";
import { openClient } from "./db/client";
import { openDatabase } from "./db/database";
import { migrate } from "./db/migrate";

async function main() {
  const [who, wanted] = process.argv.slice(2);
  const role = roles.find((r) => r === wanted?.toUpperCase());
  if (!who || !role) {
    console.error(`Usage: npm run user:role -- <email or username> <${roles.join("|")}>`);
    return 2;
  }
  const database = await openDatabase();
  try {
    await migrate(database.url);
    const client = await openClient(database.url);
    try {
      const outcome = await applyRoleChange(client, { actorId: null, target: { who }, to: role });
      if (!outcome.ok) {
        console.error(
          `No member has the e-mail address or username "${who}". They sign up first, then run this again.`,
        );
        return 1;
      }
      console.log(
        outcome.changed
          ? `${who} is now ${role} (was ${outcome.from}); recorded.`
          : `${who} is already ${role}; nothing changed.`,
      );
      return 0;
    } finally {
      await client.$disconnect();
    }
  } finally {
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
