"use server";

import { postMessage } from "@/lib/chat/messages";
import { chatLimits } from "@/lib/forum/limits";
import { chatMessageSchema } from "@/lib/validation/chat";
import { action, each } from "./kit";

/** Posts to the community room; every open chat (in any app process) receives it by SSE. */
export const sendChatMessageAction = action({
  name: "sendChatMessage",
  access: "username",
  schema: chatMessageSchema,
  limits: (_, { user }) => each(chatLimits(user), user.id),
  failure: "chatFailed",
  run: async ({ text }, { user }) => ({ ok: true, message: await postMessage(user.id, text) }),
});
