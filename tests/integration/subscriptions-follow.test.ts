import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// A member's subscriptions follow their account: once a new address is confirmed, reply notices,
// digests and the newsletter go there (not to the address given up), the Preferences tab reads and
// changes the same rows, and the old address is free for its next owner to subscribe.
const smtp = await startSmtpServer();
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.NEXTAUTH_SECRET = "test-secret-of-at-least-32-characters-long";
process.env.NEXTAUTH_URL = "https://covid.example";
vi.spyOn(console, "info").mockImplementation(() => undefined);

const { issueToken } = await import("@/lib/auth/tokens");
const { confirmEmailChange } = await import("@/lib/accounts/change-email");
const { memberPreferences, syncPreferences, queueReplyNotices } = await import("@/lib/subscriptions/replies");
const { subscribeByEmail } = await import("@/lib/actions/subscriptions");

const db = testDb();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
afterAll(async () => {
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

describe("an e-mail change", () => {
  it("moves the member's subscriptions to the new address, merging what was already there", async () => {
    const id = unique();
    const oldEmail = `before-${id}@example.test`;
    const newEmail = `after-${id}@example.test`;
    const member = await db.user.create({ data: { email: oldEmail, emailVerified: new Date(), locale: "fr" } });
    const confirmedAt = new Date(Date.now() - 86_400_000);
    const sub = (email: string, data: Record<string, unknown>) =>
      db.subscription.create({ data: { email, locale: "fr", rhythm: "WEEKLY", topicKey: "", ...data } as never });
    await sub(oldEmail, { topic: "REPLIES", rhythm: "AT_ONCE", userId: member.id, confirmedAt });
    await sub(oldEmail, { topic: "NEWSLETTER", userId: member.id, confirmedAt });
    // Subscribed on the public form before signing up: the member's address, no member on the row.
    await sub(oldEmail, { topic: "TYPE", topicKey: "NEWS", rhythm: "DAILY", confirmedAt });
    // The new address already had a pending newsletter (a visitor's form) and a confirmed tag.
    await sub(newEmail, { topic: "NEWSLETTER" });
    await sub(newEmail, { topic: "TAG", topicKey: "masks", confirmedAt });

    const token = await issueToken({ purpose: "CHANGE_EMAIL", email: newEmail, userId: member.id });
    expect(await confirmEmailChange(token)).toEqual({ email: newEmail });

    expect(await db.subscription.count({ where: { email: oldEmail } })).toBe(0);
    const rows = await db.subscription.findMany({ where: { email: newEmail } });
    expect(rows.map((r) => [r.topic, r.topicKey, r.userId, Boolean(r.confirmedAt)]).sort()).toEqual(
      [
        ["NEWSLETTER", "", member.id, true],
        ["REPLIES", "", member.id, true],
        ["TAG", "masks", member.id, true],
        ["TYPE", "NEWS", member.id, true],
      ].sort(),
    );

    // A reply notice goes to the new address.
    const replier = await db.user.create({ data: { email: `replier-${id}@example.test`, username: `r${id}` } });
    const post = await db.forumPost.create({
      data: { authorId: member.id, title: `Aération ${id}`, category: "MISC", contents: "Bonjour", locale: "fr" },
    });
    const comment = await db.forumComment.create({ data: { postId: post.id, authorId: replier.id, text: "Oui" } });
    expect(await queueReplyNotices(comment.id)).toBe(1);
    expect(await db.outgoingMail.count({ where: { to: oldEmail } })).toBe(0);
    expect((await smtp.mailTo(newEmail)).subject).toContain(`Aération ${id}`);

    // The Preferences tab sees them, and unticking ends them.
    const now = { id: member.id, email: newEmail, emailVerified: new Date(), locale: "fr" as const };
    expect((await memberPreferences(now)).preferences).toEqual({ emailOnReply: true, newsletter: true });
    await syncPreferences(now, { emailOnReply: false, newsletter: false }, "fr");
    expect((await memberPreferences(now)).preferences).toEqual({ emailOnReply: false, newsletter: false });
    expect(
      await db.subscription.count({ where: { userId: member.id, topic: { in: ["REPLIES", "NEWSLETTER"] } } }),
    ).toBe(0);

    // The old address's next owner subscribes it like anyone: a pending row and a confirmation mail.
    const visitor = { user: async () => null, address: async () => "198.51.100.77", locale: async () => "en" as const };
    expect(
      await subscribeByEmail.runWith({ email: oldEmail, topic: "type:NEWS", rhythm: "DAILY", nickname: "" }, visitor),
    ).toEqual({ ok: true });
    const taken = await db.subscription.findFirstOrThrow({ where: { email: oldEmail } });
    expect([taken.confirmedAt, taken.userId]).toEqual([null, null]);
    expect((await smtp.mailTo(oldEmail)).subject).toBe("Confirm your Covid Info subscription");
  });

  it("reads and unticks preferences of the member's address that no member row names", async () => {
    const email = `prefs-${unique()}@example.test`;
    const member = await db.user.create({ data: { email, emailVerified: new Date() } });
    await db.subscription.create({
      data: { email, topic: "NEWSLETTER", locale: "en", rhythm: "WEEKLY", confirmedAt: new Date() },
    });
    const who = { id: member.id, email, emailVerified: new Date(), locale: "en" as const };
    expect((await memberPreferences(who)).preferences).toEqual({ emailOnReply: false, newsletter: true });
    await syncPreferences(who, { emailOnReply: false, newsletter: false }, "en");
    expect(await db.subscription.count({ where: { email } })).toBe(0);
  });
});
