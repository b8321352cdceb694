import { describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

// The rate-limit counters are keyed by what visitors send (addresses, e-mails typed): the table is
// capped, not only pruned after a day, so a day of made-up subjects cannot grow it without limit.
process.env.DATABASE_URL = inject("databaseUrl");
const { consume, pruneRateLimits } = await import("@/lib/rate-limit");
const db = testDb();

describe("rate-limit counters", () => {
  it("keep at most the cap, dropping the oldest windows first", async () => {
    await db.rateLimit.deleteMany({});
    // Earlier windows of a long limit, then a flood of made-up addresses now.
    const old = Date.now() - 5 * 3_600_000;
    await db.rateLimit.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({ key: `long:old-${i}`, windowStart: new Date(old + i), count: 1 })),
    });
    for (let i = 0; i < 40; i++)
      await consume([{ name: "flood", max: 5, windowSeconds: 3600, subject: `made-up-${i}@example.com` }]);
    expect(await db.rateLimit.count()).toBe(45);

    await pruneRateLimits(30);
    const left = await db.rateLimit.findMany({ select: { key: true }, orderBy: { windowStart: "desc" } });
    expect(left).toHaveLength(30);
    expect(left.filter((row) => row.key.startsWith("long:"))).toEqual([]);
    // The counters left are the flood's, the newest, as counted.
    expect(left.every((row) => row.key.startsWith("flood:made-up-"))).toBe(true);
  });
});
