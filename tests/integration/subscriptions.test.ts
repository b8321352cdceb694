import { afterAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// Subscribing: the public form's action and the member's, double opt-in against a real
// SMTP server, the signed links of the confirm and manage pages, and leaving.
const smtp = await startSmtpServer();
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.NEXTAUTH_SECRET = "test-secret-of-at-least-32-characters-long";
process.env.NEXTAUTH_URL = "https://covid.example";
vi.spyOn(console, "info").mockImplementation(() => undefined);

const { subscribeByEmail, subscribeAsMember } = await import("@/lib/actions/subscriptions");
const subs = await import("@/lib/subscriptions/subscribe");
const { signSubscriptionToken, checkSubscriptionToken } = await import("@/lib/subscriptions/tokens");

const db = testDb();
let n = 0;
let address = "198.51.100.1";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const visitor = (locale: "en" | "es" | "fr" | "pt" = "en") => ({
  user: async () => null,
  address: async () => address,
  locale: async () => locale,
});
beforeEach(() => {
  address = `198.51.100.${++n}`;
});
afterAll(async () => {
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

const tokenIn = (text: string) => decodeURIComponent(/[?&]token=([^\s&]+)/.exec(text)?.[1] ?? "");

describe("subscribing by e-mail (double opt-in)", () => {
  it("stores a pending subscription, mails one confirmation link, and confirms only through it", async () => {
    const email = `reader-${unique()}@example.test`;
    const input = { email: email.toUpperCase(), topic: "type:PUBLIC_HEALTH", rhythm: "AT_ONCE", nickname: "" };
    expect(await subscribeByEmail.runWith(input, visitor("es"))).toEqual({ ok: true });
    const row = await db.subscription.findFirstOrThrow({ where: { email } });
    expect(row).toMatchObject({ topic: "TYPE", topicKey: "PUBLIC_HEALTH", rhythm: "AT_ONCE", locale: "es" });
    expect(row.confirmedAt).toBeNull();

    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe("Confirma tu suscripción a Covid Info");
    expect(mail.text).toContain("Vigilancia de salud pública");
    expect(mail.html).not.toMatch(/<img/i);
    const token = tokenIn(mail.text ?? "");
    expect(mail.text).toContain("https://covid.example/es/subscriptions/confirm?token=");
    // Opening the page changes nothing (the page only reads); posting the token confirms.
    expect(checkSubscriptionToken(token, "confirm")).toEqual({
      state: "valid",
      email,
      request: { locale: "es", items: [{ topic: "TYPE", topicKey: "PUBLIC_HEALTH", rhythm: "AT_ONCE" }] },
    });
    expect((await db.subscription.findUniqueOrThrow({ where: { id: row.id } })).confirmedAt).toBeNull();
    expect(await subs.confirmSubscriptions(token)).toMatchObject({ state: "valid", confirmed: 1 });
    expect((await db.subscription.findUniqueOrThrow({ where: { id: row.id } })).confirmedAt).toBeInstanceOf(Date);
  });

  it("is idempotent and mails an address at most once an hour, however often it is subscribed", async () => {
    const email = `flood-${unique()}@example.test`;
    const input = { email, topic: "type:NEWS", rhythm: "DAILY", nickname: "" };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        address = `198.51.100.${200 + i}`;
        return subscribeByEmail.runWith(input, visitor());
      }),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await db.subscription.count({ where: { email } })).toBe(1);
    // Another topic within the hour: stored, no second mail.
    await subscribeByEmail.runWith({ ...input, topic: "newsletter" }, visitor());
    expect(await db.subscription.count({ where: { email } })).toBe(2);
    expect(await db.outgoingMail.count({ where: { to: email } })).toBe(1);
    const first = tokenIn((await smtp.mailTo(email)).text ?? "");
    // An hour later, a new request mails again; its link confirms that request only.
    await db.subscriberAddress.update({
      where: { email },
      data: { confirmationSentAt: new Date(Date.now() - subs.confirmationIntervalMs - 1000) },
    });
    await subscribeByEmail.runWith({ ...input, topic: "newsletter" }, visitor());
    expect(await db.outgoingMail.count({ where: { to: email } })).toBe(2);
    const token = tokenIn((await smtp.mailTo(email)).text ?? "");
    expect(await subs.confirmSubscriptions(token)).toMatchObject({ confirmed: 1 });
    expect(await subs.confirmSubscriptions(first)).toMatchObject({ confirmed: 1 });
    // Subscribing again once confirmed changes nothing and mails nothing.
    await subscribeByEmail.runWith({ ...input, rhythm: "WEEKLY" }, visitor());
    expect((await db.subscription.findFirstOrThrow({ where: { email, topic: "TYPE" } })).rhythm).toBe("DAILY");
    expect(await db.outgoingMail.count({ where: { to: email } })).toBe(2);
  });

  it("confirms exactly what the request asked for: not the topics or rhythm anyone added since", async () => {
    const email = `owner-${unique()}@example.test`;
    expect(
      await subscribeByEmail.runWith({ email, topic: "type:NEWS", rhythm: "DAILY", nickname: "" }, visitor("fr")),
    ).toEqual({ ok: true });
    const mail = await smtp.mailTo(email);
    // The mail says what the link confirms, topic and rhythm.
    expect(mail.text).toContain("Actualités — Résumé quotidien");
    const token = tokenIn(mail.text ?? "");
    // Someone else, before the owner clicks: another topic, and another rhythm for the pending one.
    address = "203.0.113.250";
    await subscribeByEmail.runWith({ email, topic: "newsletter", rhythm: "WEEKLY", nickname: "" }, visitor());
    await subscribeByEmail.runWith({ email, topic: "type:NEWS", rhythm: "AT_ONCE", nickname: "" }, visitor());
    expect(await subs.confirmSubscriptions(token)).toMatchObject({ state: "valid", confirmed: 1 });
    const rows = await db.subscription.findMany({ where: { email }, orderBy: { topic: "asc" } });
    expect(rows.map((r) => [r.topic, r.rhythm, r.locale, Boolean(r.confirmedAt)])).toEqual([
      ["TYPE", "DAILY", "fr", true],
      ["NEWSLETTER", "WEEKLY", "en", false],
    ]);
    // A link naming no request (the old form) or a changed one confirms nothing.
    const bare = signSubscriptionToken("confirm", email);
    expect(await subs.confirmSubscriptions(bare)).toEqual({ state: "invalid" });
  });

  it("refuses a malformed address or topic with the form's messages, and a bot gets an answer but nothing is stored", async () => {
    const bad = await subscribeByEmail.runWith({ email: "x@y", topic: "type:PRODUCT", rhythm: "HOURLY" }, visitor());
    expect(bad).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { email: "emailInvalid", rhythm: "rhythmRequired" },
    });
    const email = `bot-${unique()}@example.test`;
    expect(
      await subscribeByEmail.runWith({ email, topic: "type:PRODUCT", rhythm: "DAILY", nickname: "" }, visitor()),
    ).toEqual({ ok: false, error: "invalid", fieldErrors: { topic: "topicRequired" } });
    expect(
      await subscribeByEmail.runWith({ email, topic: "tag:no-such-tag", rhythm: "DAILY", nickname: "" }, visitor()),
    ).toMatchObject({ ok: false, fieldErrors: { topic: "topicRequired" } });
    expect(
      await subscribeByEmail.runWith({ email, topic: "replies", rhythm: "DAILY", nickname: "" }, visitor()),
    ).toMatchObject({ ok: false, fieldErrors: { topic: "topicRequired" } });
    expect(
      await subscribeByEmail.runWith({ email, topic: "type:NEWS", rhythm: "DAILY", nickname: "I am a bot" }, visitor()),
    ).toEqual({ ok: true });
    expect(await db.subscription.count({ where: { email } })).toBe(0);
    expect(await db.outgoingMail.count({ where: { to: email } })).toBe(0);
  });

  it("limits one address's submissions like the contribute form", async () => {
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(
        await subscribeByEmail.runWith(
          { email: `limit-${i}-${unique()}@example.test`, topic: "type:NEWS", rhythm: "DAILY", nickname: "" },
          visitor(),
        ),
      );
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, error: "rateLimited" });
  });
});

describe("members", () => {
  it("confirm at once through their verified address; an unverified one gets the mail", async () => {
    const verified = await db.user.create({
      data: { email: `member-${unique()}@example.test`, emailVerified: new Date() },
    });
    const member = {
      user: async () => ({ ...verified, username: null, name: null, role: "USER" as const, locale: "fr" as const }),
      address: async () => address,
      locale: async () => "fr" as const,
    };
    expect(await subscribeAsMember.runWith({ topic: "replies", rhythm: "AT_ONCE" }, member)).toEqual({
      ok: true,
      state: "confirmed",
    });
    const row = await db.subscription.findFirstOrThrow({ where: { userId: verified.id } });
    expect(row).toMatchObject({ topic: "REPLIES", locale: "fr", email: verified.email });
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(await db.outgoingMail.count({ where: { to: verified.email } })).toBe(0);

    const unverified = await db.user.create({ data: { email: `new-${unique()}@example.test` } });
    const other = {
      ...member,
      user: async () => ({ ...unverified, username: null, name: null, role: "USER" as const, locale: "en" as const }),
    };
    expect(await subscribeAsMember.runWith({ topic: "type:NEWS", rhythm: "WEEKLY" }, other)).toEqual({
      ok: true,
      state: "pending",
    });
    expect((await smtp.mailTo(unverified.email)).subject).toBe("Confirmez votre abonnement à Covid Info");
    expect(
      await subscribeAsMember.runWith({ topic: "type:NEWS", rhythm: "WEEKLY" }, { ...other, user: async () => null }),
    ).toEqual({
      ok: false,
      error: "signIn",
    });
  });
});

describe("the manage links", () => {
  it("leave one topic or all; a tampered, foreign or expired token changes nothing", async () => {
    const email = `leaver-${unique()}@example.test`;
    const confirmedAt = new Date();
    const [a] = await Promise.all([
      db.subscription.create({
        data: { email, topic: "TYPE", topicKey: "NEWS", locale: "en", rhythm: "DAILY", confirmedAt },
      }),
      db.subscription.create({ data: { email, topic: "NEWSLETTER", locale: "en", rhythm: "WEEKLY", confirmedAt } }),
    ]);
    const token = signSubscriptionToken("manage", email);
    const tampered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    const otherEmail = signSubscriptionToken("manage", `someone-${unique()}@example.test`);
    const [payload] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify(["manage", email, Date.now() + 1e12])).toString("base64url")}.${token.split(".")[1]}`;
    expect(payload).toBeTruthy();
    expect(await subs.unsubscribe(tampered, null)).toEqual({ state: "invalid" });
    expect(await subs.unsubscribe(forged, null)).toEqual({ state: "invalid" });
    expect(await subs.unsubscribe(signSubscriptionToken("confirm", email), null)).toEqual({ state: "invalid" });
    expect(await subs.unsubscribe(otherEmail, a.id)).toMatchObject({ state: "valid", removed: 0 });
    const old = signSubscriptionToken("manage", email, Date.now() - 91 * 86_400_000);
    expect(await subs.unsubscribe(old, null)).toEqual({ state: "expired", email });
    expect(await db.subscription.count({ where: { email } })).toBe(2);

    expect(await subs.changeRhythm(token, a.id, "AT_ONCE")).toMatchObject({ changed: 1 });
    expect(await subs.unsubscribe(token, a.id)).toMatchObject({ state: "valid", removed: 1 });
    expect(await db.subscription.count({ where: { email } })).toBe(1);
    expect(await subs.unsubscribe(token, null)).toMatchObject({ removed: 1 });
    expect(await db.subscription.count({ where: { email } })).toBe(0);
  });
});
