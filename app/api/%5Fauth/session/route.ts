// GET /api/_auth/session: the session as JSON (its `user` decides signed-in status), from next-auth.
// DELETE /api/_auth/session: signs out; refused unless the request comes from this site.
import NextAuth from "next-auth";
import { endSession } from "@/lib/auth/session";
import { authOptions } from "@/lib/auth/options";
import { isSameOrigin } from "@/lib/request";

export async function GET(request: Request) {
  return NextAuth(request as never, { params: Promise.resolve({ nextauth: ["session"] }) } as never, authOptions());
}

export async function DELETE(request: Request) {
  if (!isSameOrigin(request)) return Response.json({ error: "Cross-site sign-out refused" }, { status: 403 });
  await endSession();
  return Response.json({ ok: true });
}
