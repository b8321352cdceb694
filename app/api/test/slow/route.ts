// GET /api/test/slow?ms=2000: answers after `ms` milliseconds (at most 30 s), for the graceful-stop
// test (requests in flight when SIGTERM comes). Only with ENABLE_TEST_ROUTES=1 (the e2e harness);
// a 404 otherwise.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { serverEnv } from "@/lib/env";

const query = z.object({ ms: z.coerce.number().int().min(0).max(30_000).default(1_000) });

export const dynamic = "force-dynamic";

export const GET = route({ query }, async ({ query, json }) => {
  if (serverEnv().ENABLE_TEST_ROUTES !== "1") return json({ error: "Not found" }, 404);
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, query.ms));
  return json({ waitedMs: Date.now() - started });
});
