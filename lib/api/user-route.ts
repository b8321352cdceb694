import "server-only";
import { z } from "zod";
import { getSessionUser, isModerator, type SessionUser } from "@/lib/auth/session";
import { withoutNul } from "@/lib/validation/nul";
import { noteDatabaseError } from "@/lib/health/database";
import { unavailableJson } from "@/lib/health/unavailable";

// The one wrapper of the /api/user/* calls: JSON only (so a cross-site form cannot post here
// without a CORS preflight), a size cap, the signed-in caller, the zod schema, and errors mapped
// to 4xx answers with a clear message. Nothing is written unless all of that passed.
const maxBodyBytes = 16 * 1024;

type Handler<S extends z.ZodType> = (input: z.output<S>, caller: SessionUser | null) => Promise<Response>;

export const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
export const refused = (status: 401 | 403 | 404 | 409, error: string) => json({ error }, status);

export function userRoute<S extends z.ZodType>(
  schema: S,
  handler: Handler<S>,
  options: { signedIn: boolean } = { signedIn: true },
) {
  return async (request: Request): Promise<Response> => {
    if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
      return json({ error: "Send a JSON body with Content-Type: application/json" }, 415);
    }
    const caller = await getSessionUser();
    if (options.signedIn && !caller) return refused(401, "Sign-in required");
    const text = await request.text();
    if (Buffer.byteLength(text) > maxBodyBytes) return json({ error: "Request body too large" }, 413);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json({ error: "Malformed JSON" }, 400);
    }
    const parsed = schema.safeParse(withoutNul(body));
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 20).map((i) => ({ path: i.path.join("."), message: i.message }));
      return json({ error: "Invalid request", issues }, 400);
    }
    try {
      return await handler(parsed.data, caller);
    } catch (error) {
      if (noteDatabaseError(error)) return unavailableJson();
      console.error(`${new URL(request.url).pathname} failed:`, error);
      return json({ error: "The request could not be completed. Please try again later." }, 500);
    }
  };
}

/** A caller sees and changes their own record; moderators and admins any. */
export function mayAccess(caller: SessionUser | null, target: { email?: string; id?: string }): boolean {
  if (!caller) return false;
  if (isModerator(caller)) return true;
  return (
    (target.email !== undefined && target.email === caller.email) ||
    (target.id !== undefined && target.id === caller.id)
  );
}

export const emailBody = z.object({ email: z.string().trim().toLowerCase().max(254).pipe(z.email()) });
