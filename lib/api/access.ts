import "server-only";
import { z } from "zod";
import { isModerator, type SessionUser } from "@/lib/auth/session";
import { emailField } from "@/lib/validation/auth";

/** A caller sees and changes their own record; moderators and admins any (docs/adr/0016-member-api-and-guarded-routes.md). */
export function mayAccess(caller: SessionUser | null, target: { email?: string; id?: string }): boolean {
  if (!caller) return false;
  if (isModerator(caller)) return true;
  return (
    (target.email !== undefined && target.email === caller.email) ||
    (target.id !== undefined && target.id === caller.id)
  );
}

/** The body of the calls that name a user by e-mail. */
export const emailBody = z.object({ email: emailField });
