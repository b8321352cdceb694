// GET /api/ready: whether this process should get new requests (200) or not (503): PostgreSQL
// reachable, migrations applied, not stopping (lib/health/readiness.ts). For the proxy's and the
// process manager's health checks; /api/health stays the static liveness answer.
import { readiness } from "@/lib/health/readiness";

export const dynamic = "force-dynamic";

export async function GET() {
  const answer = await readiness();
  return Response.json(answer, { status: answer.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
