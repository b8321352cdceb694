// POST /api/chat/messages: posts {text} to the community room as the signed-in member (JSON in, the stored message out).
import { z } from "zod";
import { route } from "@/lib/api/route";
import { sendChatMessageAction } from "@/lib/actions/chat";
import { requestContext } from "@/lib/actions/kit";

// The action's refusals as HTTP statuses; its answer is the body either way.
const status: Record<string, number> = { signIn: 401, needUsername: 403, invalid: 400, rateLimited: 429 };

export const POST = route(
  { sameOrigin: { ok: false, error: "forbidden" }, body: z.unknown(), maxBytes: 8 * 1024 },
  async ({ body, json }) => {
    const result = await sendChatMessageAction.runWith(body, requestContext);
    return json(result, result.ok ? 201 : (status[result.error] ?? 500));
  },
);
