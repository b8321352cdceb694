import { z } from "./zod";

// One chat message (the error is a key of "ChatPage").
export const CHAT_MAX = 1_000;
export const chatMessageSchema = z.object({
  text: z.string().trim().min(1, "messageRequired").max(CHAT_MAX, "messageTooLong"),
});
