import { z } from "./zod";
import { requiredText } from "./fields";

// One chat message.
export const CHAT_MAX = 1_000;
export const chatMessageSchema = z.object({
  text: requiredText({ max: CHAT_MAX, required: "messageRequired", tooLong: "messageTooLong" }),
});
export type ChatMessageInput = z.input<typeof chatMessageSchema>;
