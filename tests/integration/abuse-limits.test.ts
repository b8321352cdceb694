import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";

// Mail and lock-out aimed at one person from many client addresses: the mails one address can be
// sent, across every kind a visitor can ask for, stay within its hourly cap; and a stranger
// hammering wrong passwords from many addresses slows the account without locking its owner out.
process.env.DATABASE_URL = inject("databaseUrl");
delete process.env.SMTP_URL; // mail goes to the dev outbox (rows counted below)
process.env.NEXTAUTH_SECRET = "test-secret-of-at-least-32-characters-long"; // signs subscription links
vi.spyOn(console, "info").mockImplementation(() => undefined);
const { requestMagicLink, requestSignUp, requestPasswordReset, signInWithPassword } =
  await import("@/lib/actions/auth");
const { subscribeByEmail, requestManageLink } = await import("@/lib/actions/subscriptions");
const { requestEmailChange } = await import("@/lib/accounts/change-email");
const { passwordSignIn } = await import("@/lib/accounts/auth-flows");
const { accountFailures, signInLimits, signInLimitValues } = await import("@/lib/accounts/sign-in-limits");
const { recipientCap, recipientKey } = await import("@/lib/mail/recipient-cap");
const { consume } = await import("@/lib/rate-limit");
const { hashPassword } = await import("@/lib/auth/password");

const db = testDb();
afterAll(() => db.$disconnect());
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

let clients = 0;
/** A request from a client address nobody used before. */
const fresh = () => {
  const n = ++clients;
  return {
    user: async () => null,
    address: async () => `10.77.${n >> 8}.${n & 255}`,
    locale: async () => "en" as const,
  };
};
const mailsTo = (email: string) => db.outgoingMail.count({ where: { to: { equals: email, mode: "insensitive" } } });
const password = "the member's own password";
const passwordHash = await hashPassword(password);
const member = (email: string) =>
  db.user.create({ data: { email, emailVerified: new Date(), passwordHash }, select: { id: true, email: true } });

describe("mail aimed at one address", () => {
  it("many clients asking for every kind of mail get it sent at most the cap an hour, each told the usual answer", async () => {
    const victim = `victim-${unique()}@example.test`;
    await member(victim);
    const other = await member(`changer-${unique()}@example.test`);
    const answers: unknown[] = [];
    for (let round = 0; round < 3; round++) {
      answers.push(await requestMagicLink.runWith({ email: round ? victim : victim.toUpperCase() }, fresh()));
      answers.push(
        await requestSignUp.runWith(
          { email: victim, password: "a long new password", confirmPassword: "a long new password" },
          fresh(),
        ),
      );
      answers.push(await requestPasswordReset.runWith({ email: victim }, fresh()));
      answers.push(
        await subscribeByEmail.runWith({ email: victim, topic: "type:NEWS", rhythm: "DAILY", nickname: "" }, fresh()),
      );
      answers.push(await requestManageLink.runWith({ email: victim, nickname: "" }, fresh()));
    }
    // Every visitor form answered as it always does: nothing says the address is full (or has an account).
    expect(answers).toEqual(answers.map(() => ({ ok: true })));
    expect(await mailsTo(victim)).toBe(recipientCap.max);

    // A member typing the address as their new one is told to wait; the address gets nothing more.
    const change = await requestEmailChange({
      userId: other.id,
      sessionId: null,
      currentPassword: password,
      email: victim,
      locale: "en",
    });
    expect(change).toMatchObject({ ok: false, reason: "rateLimited", retryAfterSeconds: expect.any(Number) });
    expect(await mailsTo(victim)).toBe(recipientCap.max);

    // The hour slides: once the first mails are more than an hour old, the address can be sent mail again.
    await db.$executeRaw`UPDATE "RateLimit" SET "windowStart" = "windowStart" - interval '61 minutes'
      WHERE key = ${recipientKey(victim)}`;
    expect(await requestMagicLink.runWith({ email: victim }, fresh())).toEqual({ ok: true });
    expect(await mailsTo(victim)).toBe(recipientCap.max + 1);
  }, 60_000);

  it("an address change counts against the new address's cap, not the member's own", async () => {
    const target = `target-${unique()}@example.test`;
    const changer = await member(`mover-${unique()}@example.test`);
    for (let i = 0; i < recipientCap.max / 2; i++) {
      expect(await requestMagicLink.runWith({ email: target }, fresh())).toEqual({ ok: true });
      const signUp = { email: target, password: "a long new password", confirmPassword: "a long new password" };
      expect(await requestSignUp.runWith(signUp, fresh())).toEqual({ ok: true });
    }
    const refused = await requestEmailChange({
      userId: changer.id,
      sessionId: null,
      currentPassword: password,
      email: target,
      locale: "en",
    });
    expect(refused).toMatchObject({ ok: false, reason: "rateLimited" });
    // Refused before anything was sent: the member's own address was not told of a change either.
    expect(await mailsTo(changer.email)).toBe(0);
    expect(await mailsTo(target)).toBe(recipientCap.max);
  }, 60_000);
});

describe("wrong passwords aimed at one member", () => {
  it("a stranger's refused attempts cost the stranger, not the owner", async () => {
    const email = `hammered-${unique()}@example.test`;
    await member(email);
    // One address hammers far past its own limits: it is refused, saying the e-mailed link still works.
    const attacker = fresh();
    const answers = new Set<string>();
    for (let i = 0; i <= signInLimitValues.accountFailures.max; i++) {
      const answer = await signInWithPassword.runWith({ email, password: `guess ${i}` }, attacker);
      if (!answer.ok) answers.add(answer.error);
    }
    expect(answers).toEqual(new Set(["invalidCredentials", "signInLimited"]));
    // The owner, on their own address, passes the same steps as the action (its limits, then the
    // password; the action then starts the session, which needs a request) and is let in.
    const owner = "192.0.2.10";
    expect((await consume(signInLimits({ email }, { address: owner }))).allowed).toBe(true);
    expect(await passwordSignIn(email, password, owner)).toMatchObject({ ok: true, user: { email } });
  }, 120_000);

  it("guessing spread over many addresses slows the account for each of them; the owner still gets in", async () => {
    const email = `spread-${unique()}@example.test`;
    await member(email);
    // The ceiling's worth of wrong passwords, as many addresses would have given them.
    for (let i = 0; i < signInLimitValues.accountFailures.max; i++) await consume([accountFailures(email)]);
    // Each address now gets one attempt per slow window, then is told to wait (and of the link).
    const stranger = fresh();
    expect(await signInWithPassword.runWith({ email, password: "a guess" }, stranger)).toEqual({
      ok: false,
      error: "invalidCredentials",
    });
    expect(await signInWithPassword.runWith({ email, password: "another guess" }, stranger)).toMatchObject({
      ok: false,
      error: "signInLimited",
      retryAfterSeconds: expect.any(Number),
    });
    const owner = "192.0.2.11";
    expect((await consume(signInLimits({ email }, { address: owner }))).allowed).toBe(true);
    expect(await passwordSignIn(email, password, owner)).toMatchObject({ ok: true, user: { email } });
    // And the e-mailed sign-in link still comes.
    expect(await requestMagicLink.runWith({ email }, fresh())).toEqual({ ok: true });
    expect(await mailsTo(email)).toBe(1);
  }, 120_000);
});
