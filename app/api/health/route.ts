// GET /api/health: a static answer for load balancers, and the benchmark's floor (the cheapest
// response this server can give).
export const dynamic = "force-static";

export function GET() {
  return new Response("ok\n", { headers: { "content-type": "text/plain; charset=utf-8" } });
}
