// The new-build check (SPEC section 4 and 9): a page compares its build id with the server's and
// reloads once. A note in sessionStorage stops a second reload within 10 s and any reload for a
// build it already reloaded for, so a server that keeps answering a different id cannot loop us.

export const guardKey = "build-reload";
export const guardMs = 10_000;
export const firstCheckMs = 1_000;
export const checkEveryMs = 5 * 60_000;

export type Guard = { at: number; target: string };

export function readGuard(storage: Pick<Storage, "getItem">): Guard | null {
  try {
    const value = JSON.parse(storage.getItem(guardKey) ?? "null") as Guard | null;
    return value && typeof value.at === "number" && typeof value.target === "string" ? value : null;
  } catch {
    return null;
  }
}

export function shouldReload(page: string | undefined, server: unknown, guard: Guard | null, now: number): boolean {
  if (!page || typeof server !== "string" || !server || server === page) return false;
  if (guard && (now - guard.at < guardMs || guard.target === server)) return false;
  return true;
}

/** Whether to make the first check 1 s after load: not on slow-2g connections. */
export function checkSoon(connection: { effectiveType?: string } | undefined): boolean {
  return connection?.effectiveType !== "slow-2g";
}
