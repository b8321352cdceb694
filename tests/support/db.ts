import { inject } from "vitest";
import { createClient } from "../../prisma/seed/client";

/** A Prisma client on this run's fresh test database. */
export function testDb() {
  return createClient(inject("databaseUrl"));
}
