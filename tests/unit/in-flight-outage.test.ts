import { describe, expect, it } from "vitest";
import { databaseDown, inFlightOutage, RETRY_AFTER_SECONDS } from "@/server/in-flight-outage.mjs";
import { retryAfterSeconds } from "@/lib/health/unavailable";
import { databaseState } from "@/lib/health/state";

describe("a request in flight when PostgreSQL stops", () => {
  it("answers the outage's 503 with Retry-After instead of a 500", () => {
    expect(inFlightOutage(500, true)).toEqual({
      status: 503,
      headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
    });
    expect(RETRY_AFTER_SECONDS).toBe(retryAfterSeconds);
  });

  it("leaves every other answer alone", () => {
    expect(inFlightOutage(500, false)).toBeNull();
    for (const status of [200, 302, 404, 503]) expect(inFlightOutage(status, true)).toBeNull();
  });

  it("reads the flag lib/db.ts sets on the process's shared state", () => {
    databaseState.downSince = null;
    expect(databaseDown()).toBe(false);
    databaseState.downSince = Date.now();
    expect(databaseDown()).toBe(true);
    databaseState.downSince = null;
  });
});

describe("the first requests of an outage", () => {
  it("count as the outage while a lost connection is being checked", () => {
    databaseState.downSince = null;
    databaseState.checkingSince = Date.now();
    expect(databaseDown()).toBe(true);
    databaseState.checkingSince = null;
    expect(databaseDown()).toBe(false);
  });
});
