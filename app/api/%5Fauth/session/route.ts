// GET /api/_auth/session: the session as JSON (its `user` decides signed-in status), from next-auth.
// DELETE /api/_auth/session: signs out; refused unless the request comes from this site.
import NextAuth from "next-auth";
import { route } from "@/lib/api/route";
import { authOptions } from "@/lib/auth/options";
import { endSession } from "@/lib/auth/session";

export async function GET(request: Request) {
  return NextAuth(request as never, { params: Promise.resolve({ nextauth: ["session"] }) } as never, authOptions());
}

export const DELETE = route({ sameOrigin: { error: "Cross-site sign-out refused" } }, async ({ json }) => {
  await endSession();
  return json({ ok: true });
});
