import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { action } from "@/lib/actions/kit";
import { requestBudget, spendRequestBudget } from "@/lib/security/request-budget";
import config from "@/next.config";

// The cheap per-address budget runs before any parsing: a flood from one address is refused for
// the price of a Map lookup, and its bodies are never handed to zod.
describe("per-address request budget", () => {
  it("allows the budget in a window, refuses past it until the next window, per address", () => {
    const start = 1_000 * requestBudget.windowSeconds * 1000;
    for (let i = 0; i < requestBudget.max; i++) expect(spendRequestBudget("198.51.100.1", start + i)).toBe(0);
    expect(spendRequestBudget("198.51.100.1", start + 1000)).toBeGreaterThan(0);
    expect(spendRequestBudget("198.51.100.2", start + 1000)).toBe(0);
    expect(spendRequestBudget("198.51.100.1", start + requestBudget.windowSeconds * 1000)).toBe(0);
  });

  it("answers rateLimited from an action before its schema reads the input", async () => {
    const parse = vi.fn((value: unknown) => value);
    const probe = action({
      name: "probe",
      access: "anyone",
      schema: z.unknown().transform(parse),
      run: async () => ({ ok: true }),
    });
    const context = { user: async () => null, address: async () => "198.51.100.77", locale: async () => "en" as const };
    for (let i = 0; i < requestBudget.max; i++) await probe.runWith({ i }, context);
    expect(parse).toHaveBeenCalledTimes(requestBudget.max);
    const refused = await probe.runWith({ text: "x".repeat(100_000) }, context);
    expect(refused).toMatchObject({ ok: false, error: "rateLimited", retryAfterSeconds: expect.any(Number) });
    expect(parse).toHaveBeenCalledTimes(requestBudget.max);
  });
});

describe("server actions' body-size cap", () => {
  it("is far below Next's default 1 MB and above the longest form", () => {
    const limit = config("phase-production-server").experimental?.serverActions?.bodySizeLimit;
    expect(limit).toBe("128kb");
  });
});
