// POST /api/test/published {"id": "<article id>"}: what the newsroom calls once it publishes an item
// (lib/subscriptions/publish.ts), for the e2e journey of subscription alerts, which writes the item
// straight into the database. Only with ENABLE_TEST_ROUTES=1 (the e2e harness); a 404 otherwise.
import { z } from "zod";
import { route } from "@/lib/api/route";
import { serverEnv } from "@/lib/env";
import { notifyPublished } from "@/lib/subscriptions/publish";

const body = z.object({ id: z.string().min(1).max(64) });

export const POST = route({ body }, async ({ body, json }) => {
  if (serverEnv().ENABLE_TEST_ROUTES !== "1") return json({ error: "Not found" }, 404);
  return json({ queued: await notifyPublished(body.id) });
});
