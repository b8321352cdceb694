// GET /api/build: the build id this server runs, for open pages to notice a new deploy.
// next.config.ts inlines NEXT_PUBLIC_BUILD_ID (Next's own build id) into this route at build time.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(
    { buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? null },
    { headers: { "Cache-Control": "no-store" } },
  );
}
