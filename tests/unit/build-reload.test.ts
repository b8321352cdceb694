import { describe, expect, it } from "vitest";
import { checkSoon, guardKey, guardMs, readGuard, shouldReload } from "@/components/analytics/build-check";

const now = 1_000_000;
const storage = (value: string | null) => ({ getItem: (key: string) => (key === guardKey ? value : null) });

describe("the new-build check", () => {
  it("reloads when the server runs another build", () => {
    expect(shouldReload("a", "b", null, now)).toBe(true);
  });

  it("does not reload for the same build, a missing answer or a page without a build id", () => {
    expect(shouldReload("a", "a", null, now)).toBe(false);
    expect(shouldReload("a", null, null, now)).toBe(false);
    expect(shouldReload("a", "", null, now)).toBe(false);
    expect(shouldReload(undefined, "b", null, now)).toBe(false);
  });

  it("never reloads twice within 10 seconds, nor twice for the same build", () => {
    expect(shouldReload("a", "c", { at: now - guardMs + 1, target: "b" }, now)).toBe(false);
    expect(shouldReload("a", "b", { at: now - 60_000, target: "b" }, now)).toBe(false);
    expect(shouldReload("a", "c", { at: now - guardMs, target: "b" }, now)).toBe(true);
  });

  it("reads the guard defensively", () => {
    expect(readGuard(storage(JSON.stringify({ at: 5, target: "b" })))).toEqual({ at: 5, target: "b" });
    expect(readGuard(storage("not json"))).toBeNull();
    expect(readGuard(storage(JSON.stringify({ at: "5" })))).toBeNull();
    expect(readGuard(storage(null))).toBeNull();
  });

  it("skips the 1-second first check on slow-2g only", () => {
    expect(checkSoon({ effectiveType: "slow-2g" })).toBe(false);
    expect(checkSoon({ effectiveType: "2g" })).toBe(true);
    expect(checkSoon(undefined)).toBe(true);
  });
});
