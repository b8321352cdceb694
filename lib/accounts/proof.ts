import "server-only";
import { verifyPassword } from "@/lib/auth/password";
import { sessionStartedAt } from "@/lib/auth/sessions";

// Before a member changes their password or address, the server asks them to prove it is them:
// their current password, or, for a member who has none (they sign in by e-mailed link), a session
// that began with such a link a short while ago (docs/adr/0015-changing-password-and-address.md).
export const recentSignInMinutes = 15;

export type Proof = "password" | "recentLink" | "signInAgain";

/** What this member must give to change their password or address in this session. */
export async function proofNeeded(
  user: { id: string; passwordHash: string | null },
  sessionId: string | null,
): Promise<Proof> {
  if (user.passwordHash) return "password";
  const started = await sessionStartedAt(user.id, sessionId);
  return started && started.getTime() > Date.now() - recentSignInMinutes * 60_000 ? "recentLink" : "signInAgain";
}

/** Checks the proof; "wrong" for a wrong or missing password, "signInAgain" for a stale link session. */
export async function checkProof(
  user: { id: string; passwordHash: string | null },
  sessionId: string | null,
  currentPassword: string,
): Promise<"ok" | "wrong" | "signInAgain"> {
  const needed = await proofNeeded(user, sessionId);
  if (needed === "signInAgain") return "signInAgain";
  if (needed === "recentLink") return "ok";
  return (await verifyPassword(currentPassword, user.passwordHash)) ? "ok" : "wrong";
}
