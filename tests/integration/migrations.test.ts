import pg from "pg";
import { inject, describe, expect, it } from "vitest";
import { diffSql, migrate } from "../../scripts/db/migrate";

describe("migrations", () => {
  const url = inject("databaseUrl");

  it("are recorded in _prisma_migrations as prisma migrate deploy records them", async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(
      'SELECT migration_name, finished_at, rolled_back_at, checksum FROM "_prisma_migrations" ORDER BY migration_name',
    );
    await client.end();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("apply nothing twice", async () => {
    expect(await migrate(url)).toEqual([]);
  });

  it("match the Prisma schema (db:diff finds nothing to write)", async () => {
    expect(await diffSql(url)).toBe("");
  });
});
