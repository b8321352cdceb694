"use server";

import { fail, memberAction } from "@/lib/forum/action";
import { chatLimits } from "@/lib/forum/limits";
import type { ActionResult } from "@/lib/forum/result";
import { postMessage, type ChatItem } from "@/lib/chat/messages";
import { chatMessageSchema } from "@/lib/validation/chat";

/** Posts to the community room; every open chat (in any app process) receives it by SSE. */
export async function sendChatMessageAction(input: unknown): Promise<ActionResult<{ message: ChatItem }>> {
  return memberAction({
    schema: chatMessageSchema,
    input,
    needsUsername: true,
    limits: chatLimits,
    failure: "chatFailed",
    run: async (user, { text }) => {
      if (!text) return fail("invalid");
      return { ok: true, message: await postMessage(user.id, text) };
    },
  });
}
