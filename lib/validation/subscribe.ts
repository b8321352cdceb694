import { z } from "./zod";
import { email, honeypot } from "./fields";
import { message } from "./messages";

// The subscribe form, shared by the client form and the server action.
export const subscriptionRhythms = ["AT_ONCE", "DAILY", "WEEKLY"] as const;

// "type:NEWS", "tag:<slug>", "newsletter" or "replies" (lib/subscriptions/topics.ts reads it).
export const topicPattern = /^(?:type:[A-Z_]{1,40}|tag:[a-z0-9-]{1,80}|newsletter|replies)$/;

export const subscribeSchema = z.object({
  email: email(),
  topic: z
    .string(message("topicRequired"))
    .trim()
    .max(100, message("topicRequired"))
    .regex(topicPattern, message("topicRequired")),
  rhythm: z.enum(subscriptionRhythms, message("rhythmRequired")),
  nickname: honeypot,
});

/** "Send me a link to manage my subscriptions". */
export const manageLinkSchema = subscribeSchema.pick({ email: true, nickname: true });

/** The account page's form: the member's own address. */
export const memberSubscribeSchema = subscribeSchema.pick({ topic: true, rhythm: true });

export type SubscribeInput = z.input<typeof subscribeSchema>;

/** A change on the manage page: one subscription (or all of the address) and what to do with it. */
export const manageSchema = z.object({
  token: z.string().max(2000).default(""),
  id: z.string().max(64).default(""),
  rhythm: z.enum(subscriptionRhythms).optional(),
  intent: z.enum(["unsubscribe", "unsubscribeAll", "rhythm"]).default("unsubscribe"),
  locale: z.string().max(10).default(""),
});
