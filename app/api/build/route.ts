// GET /api/build: the build id this server runs, for open pages to notice a new deploy.
// next.config.ts sets NEXT_PUBLIC_BUILD_ID (Next's own build id), inlined here at build time.
import { publicEnv } from "@/lib/public-env";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ buildId: publicEnv.buildId ?? null }, { headers: { "Cache-Control": "no-store" } });
}
