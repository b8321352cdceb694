// One request at a time per host, and a gap between two, across every process that fetches feeds
// (the worker and the app's processes all run pg-boss jobs). A row per host in "FeedHost": a claim
// moves busyUntil past the request's deadline in one statement that only succeeds when busyUntil
// has passed; the release sets it to now plus the gap. Database time throughout, so the processes'
// clocks do not matter, and a process that dies mid-request holds its host only until the lease
// ends (docs/adr/0078-host-politeness-across-processes.md).
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { HostClaim, HostGate } from "./fetch";

/** Longest wait between two tries at a host another process holds. */
const MAX_RETRY_MS = 1_000;

export function databaseHostGate({ gapMs }: { gapMs: number }): HostGate {
  return {
    async claim(host: string, leaseMs: number): Promise<HostClaim> {
      const token = randomBytes(12).toString("base64url");
      // The outer SELECT sees the row as it was before the claim: when the claim fails, the busyUntil
      // of whoever holds the host, so the wait is as long as it needs to be.
      const [row] = await db.$queryRaw<{ token: string | null; waitMs: number | null }[]>`
        WITH claim AS (
          INSERT INTO "FeedHost" ("host", "busyUntil", "token")
          VALUES (${host}, clock_timestamp() + ${leaseMs}::float8 * interval '1 millisecond', ${token})
          ON CONFLICT ("host") DO UPDATE SET "busyUntil" = EXCLUDED."busyUntil", "token" = EXCLUDED."token"
            WHERE "FeedHost"."busyUntil" <= clock_timestamp()
          RETURNING "token"
        )
        SELECT (SELECT "token" FROM claim) AS token,
               (SELECT extract(epoch FROM "busyUntil" - clock_timestamp())::float8 * 1000
                FROM "FeedHost" WHERE "host" = ${host}) AS "waitMs"`;
      if (row?.token === token)
        return {
          release: async () => {
            try {
              await db.$executeRaw`
                UPDATE "FeedHost" SET "busyUntil" = clock_timestamp() + ${gapMs}::float8 * interval '1 millisecond'
                WHERE "host" = ${host} AND "token" = ${token}`;
            } catch {
              // The lease ends by itself at the request's deadline: the host is only held longer.
            }
          },
        };
      // A little jitter, so that processes waiting for one host do not ask at the same instant.
      const wait = Math.min(Math.max(row?.waitMs ?? 0, 5), MAX_RETRY_MS);
      return { retryInMs: Math.ceil(wait + Math.random() * 20) };
    },
  };
}
