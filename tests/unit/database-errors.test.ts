import { describe, expect, it } from "vitest";
import { isConnectionError } from "@/lib/health/database";

// What PgBouncer answers while PostgreSQL is away behind it (npm run stack) counts as the database
// being unreachable, as PostgreSQL's own errors do, so the app answers 503 rather than 500.
describe("connection errors through PgBouncer", () => {
  it("recognises PgBouncer's answers as the adapter reports them", () => {
    for (const message of [
      "server login has been failing, try again later (server_login_retry)",
      "server conn crashed?",
      "pgbouncer cannot connect to server",
      "query_wait_timeout",
    ])
      expect(
        isConnectionError({
          name: "PrismaClientKnownRequestError",
          message: `\nInvalid \`prisma.article.findUnique()\` invocation:\n\n\nDatabase error. Code: \`08P01\`. Message: \`${message}\``,
        }),
        message,
      ).toBe(true);
    expect(isConnectionError({ cause: { code: "08P01" } })).toBe(true);
    expect(isConnectionError(new Error("Unique constraint failed on the fields: (`email`)"))).toBe(false);
  });
});
