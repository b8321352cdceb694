"use server";

import { formLimits } from "@/lib/forms/rate-limits";
import { sendManageLink, subscribe } from "@/lib/subscriptions/subscribe";
import { parseTopic } from "@/lib/subscriptions/topics";
import { db } from "@/lib/db";
import { manageLinkSchema, memberSubscribeSchema, subscribeSchema } from "@/lib/validation/subscribe";
import { action, each } from "./kit";
import { fail } from "./result";

// Per e-mail on top of the form's per-address limits: a flood of subscriptions to one address is
// refused early (and mails it at most once an hour anyway, lib/subscriptions/subscribe.ts).
const perEmail = [{ name: "subscribe:email:hour", max: 10, windowSeconds: 3600 }];

/** The public subscribe form: double opt-in, the same answer for every address. */
export const subscribeByEmail = action({
  name: "subscribe form",
  access: "anyone",
  schema: subscribeSchema,
  limits: (data, { address }) => [...formLimits("subscribe", address), ...each(perEmail, data.email)],
  run: async (data, { locale }) => {
    if (data.nickname) return { ok: true as const }; // a bot: a person's answer, nothing stored
    const topic = await parseTopic(data.topic);
    // Replies are a member's own: subscribed from the account page.
    if (!topic || topic.topic === "REPLIES") return fail("invalid", { topic: "topicRequired" });
    await subscribe({ email: data.email, locale, items: [{ ...topic, rhythm: data.rhythm }] }, null);
    return { ok: true as const };
  },
});

/** The account page's subscriptions section: the member's own address, confirmed at once if verified. */
export const subscribeAsMember = action({
  name: "member subscription",
  access: "member",
  schema: memberSubscribeSchema,
  limits: (_, { user }) => each(perEmail, user.email),
  run: async (data, { user, locale }) => {
    const topic = await parseTopic(data.topic);
    if (!topic) return fail("invalid", { topic: "topicRequired" });
    const account = await db.user.findUnique({ where: { id: user.id }, select: { emailVerified: true } });
    const emailVerified = Boolean(account?.emailVerified);
    const { state } = await subscribe(
      { email: user.email, locale, items: [{ ...topic, rhythm: data.rhythm }] },
      { id: user.id, email: user.email, emailVerified },
    );
    return { ok: true as const, state };
  },
  revalidate: () => undefined,
});

/** "Send me a link to manage my subscriptions": the same answer whether the address has any or not. */
export const requestManageLink = action({
  name: "subscription manage link",
  access: "anyone",
  schema: manageLinkSchema,
  limits: (data, { address }) => [...formLimits("subscribe", address), ...each(perEmail, data.email)],
  run: async (data, { locale }) => {
    if (!data.nickname) await sendManageLink(data.email, locale);
    return { ok: true as const };
  },
});
