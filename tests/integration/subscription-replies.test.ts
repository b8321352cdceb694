import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// Reply notices: the Preferences tab's ticks are subscriptions; a reply mails the
// post's author (and earlier commenters) only once they chose it, and an old tick counts for nothing.
const smtp = await startSmtpServer();
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.NEXTAUTH_SECRET = "test-secret-of-at-least-32-characters-long";
process.env.NEXTAUTH_URL = "https://covid.example";
vi.spyOn(console, "info").mockImplementation(() => undefined);

const { savePreferences } = await import("@/lib/actions/account");
const { addCommentAction } = await import("@/lib/actions/forum");
const { memberPreferences } = await import("@/lib/subscriptions/replies");

const db = testDb();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let n = 0;

afterAll(async () => {
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

async function member(name: string, verified = true) {
  const row = await db.user.create({
    data: {
      email: `${name}-${run}@example.test`,
      username: `${name}_${run}`.slice(0, 30),
      emailVerified: verified ? new Date() : null,
      locale: "pt",
    },
  });
  const context = {
    user: async () => ({ ...row, role: "USER" as const }),
    address: async () => `192.0.2.${++n}`,
    locale: async () => "pt" as const,
  };
  return { ...row, context };
}

const post = (authorId: string) =>
  db.forumPost.create({
    data: { authorId, title: `Ventilação em casa ${run}`, category: "MISC", contents: "Olá", locale: "pt" },
  });
const replies = (to: string) => db.outgoingMail.count({ where: { to, dedupeKey: { startsWith: "reply:" } } });

describe("reply notices", () => {
  it("mail the author only once they ticked the box: the old default tick counts for nothing", async () => {
    const author = await member("author");
    const replier = await member("replier");
    expect(author.emailOnReply).toBe(true); // the column's default, never chosen
    const thread = await post(author.id);
    const comment = (text: string) => addCommentAction.runWith({ postId: thread.id, text }, replier.context);

    expect(await comment("Primeira resposta")).toMatchObject({ ok: true });
    expect(await replies(author.email)).toBe(0);
    expect((await memberPreferences(author)).preferences).toEqual({ emailOnReply: false, newsletter: false });

    // Saved with the box ticked, from a verified address: confirmed at once.
    expect(await savePreferences.runWith({ emailOnReply: true, newsletter: false }, author.context)).toMatchObject({
      ok: true,
      user: { preferences: { emailOnReply: true, newsletter: false } },
    });
    expect(await comment("Segunda resposta")).toMatchObject({ ok: true });
    const mail = await smtp.mailTo(author.email);
    expect(mail.subject).toBe(`${replier.username} respondeu: Ventilação em casa ${run}`);
    expect(mail.text).toContain(`https://covid.example/pt/forum/posts/${thread.id}`);
    expect(mail.headerLines.some((h) => h.key === "list-unsubscribe")).toBe(true);
    expect(await replies(author.email)).toBe(1);
    // The replier's own comments never mail the replier.
    expect(await replies(replier.email)).toBe(0);

    // Unticked: no more mail.
    await savePreferences.runWith({ emailOnReply: false, newsletter: false }, author.context);
    await comment("Terceira resposta");
    expect(await replies(author.email)).toBe(1);
  });

  it("wait for the confirmation mail when the address is not verified", async () => {
    const author = await member("unverified", false);
    const replier = await member("other");
    const thread = await post(author.id);
    await savePreferences.runWith({ emailOnReply: true, newsletter: true }, author.context);
    expect(await memberPreferences(author)).toEqual({
      preferences: { emailOnReply: true, newsletter: true },
      pending: { emailOnReply: true, newsletter: true },
    });
    const confirmation = await smtp.mailTo(author.email);
    expect(confirmation.subject).toBe("Confirme sua assinatura do Covid Info");
    await addCommentAction.runWith({ postId: thread.id, text: "Oi" }, replier.context);
    expect(await replies(author.email)).toBe(0);
  });
});
