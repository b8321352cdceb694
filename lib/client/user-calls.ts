// The spec's user calls from the browser (POST, JSON). Failures follow spec section 8: most are
// logged and answer null; find-username answers an error and null data; update-profile throws.
import type { UserRecord } from "@/lib/accounts/users";
import type { ProfileInput } from "@/lib/validation/account";

async function post<T>(call: string, body: unknown): Promise<T> {
  const response = await fetch(`/api/user/${call}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`${call}: ${response.status} ${(data as { error?: string } | null)?.error ?? ""}`.trim());
  return data as T;
}

async function orNull<T>(call: string, body: unknown): Promise<T | null> {
  try {
    return await post<T>(call, body);
  } catch (error) {
    console.error(error);
    return null;
  }
}

export const getUser = (email: string) => orNull<UserRecord>("get-user", { email });
export const getUserById = (id: string) => orNull<UserRecord>("get-user-by-id", { id });
export const createUser = (email: string) => orNull<UserRecord>("create-user", { email });
export const getUsername = async (email: string) =>
  (await orNull<{ username: string | null }>("get-username", { email }))?.username ?? null;

export async function getUserRole(email: string): Promise<UserRecord["role"] | null> {
  const answer = await orNull<{ role?: UserRecord["role"] }>("get-user-role", { email });
  if (!answer?.role) {
    console.error(new Error("User role not found"));
    return null;
  }
  return answer.role;
}

export async function findUsername(
  username: string,
): Promise<{ error: Error | null; data: { available: boolean } | null }> {
  try {
    return { error: null, data: await post<{ available: boolean }>("find-username", { username }) };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)), data: null };
  }
}

/** Throws on failure: the account form shows its own error toast. */
export const updateProfile = (profile: Partial<ProfileInput>) => post<UserRecord>("update-profile", { profile });
