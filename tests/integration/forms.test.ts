import { afterAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";

process.env.DATABASE_URL = inject("databaseUrl");
delete process.env.SMTP_URL; // mail goes to the dev outbox (database + console)
process.env.STAFF_EMAIL = "staff@example.test";

// The forms' server actions, run through the action kit with the request's part given by the
// test: a visitor (no session), the caller's address (each test picks its own) and the page's language.
let address = "203.0.113.1";
vi.spyOn(console, "info").mockImplementation(() => undefined);

const actions = { ...(await import("@/lib/actions/contribute")), ...(await import("@/lib/actions/support")) };
const context = (locale: string) => ({
  user: async () => null,
  address: async () => address,
  locale: async () => (["en", "es", "fr", "pt"].includes(locale) ? locale : "en") as "en",
});
const submitContribution = (locale: string, input: unknown) =>
  actions.submitContribution.runWith(input, context(locale));
const submitSupportRequest = (locale: string, input: unknown) =>
  actions.submitSupportRequest.runWith(input, context(locale));

const db = testDb();
let n = 0;
beforeEach(() => {
  address = `203.0.113.${++n}`;
});
afterAll(() => db.$disconnect());

const contribution = (over: Record<string, unknown> = {}) => ({
  category: "EVENT",
  description: `A free webinar on clean indoor air, run ${Date.now()}-${n}.`,
  email: "zoe@example.org",
  from_name: "Zoe",
  link: "",
  ...over,
});
const supportRequest = (over: Record<string, unknown> = {}) => ({
  name: "Yann",
  email: "yann@example.org",
  product: "MOBILE_APP",
  subject: `Login help ${Date.now()}-${n}`,
  message: "I cannot sign in on my phone any more.",
  ...over,
});

describe("submitContribution", () => {
  it("stores a valid contribution in the caller's language and queues the staff mail", async () => {
    const input = contribution({ link: "https://example.org/webinar" });
    expect(await submitContribution("pt", input)).toEqual({ ok: true });
    const row = await db.contribution.findFirstOrThrow({ where: { description: input.description } });
    expect(row).toMatchObject({
      category: "EVENT",
      fromName: "Zoe",
      email: "zoe@example.org",
      link: "https://example.org/webinar",
      locale: "pt",
      status: "NEW",
    });
    const where = { to: "staff@example.test", text: { contains: input.description } };
    const mail = await db.outgoingMail.findFirstOrThrow({ where });
    expect(mail.subject).toContain("New contribution");
    // Sent in the background, after the answer (lib/mail/outbox.ts).
    await expect.poll(async () => (await db.outgoingMail.findFirstOrThrow({ where })).status).toBe("SENT");
  });

  it("never trusts the browser: invalid input is refused with message keys and nothing is stored", async () => {
    const input = contribution({
      category: "SPAM",
      description: "short",
      email: "x@y",
      from_name: "Zo",
      link: "javascript:alert(1)",
    });
    expect(await submitContribution("en", input)).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: {
        category: "categoryRequired",
        description: "descriptionTooShort",
        email: "emailInvalid",
        from_name: "fromNameTooShort",
        link: "linkInvalid",
      },
    });
    expect(await submitContribution("en", null)).toMatchObject({ ok: false, error: "invalid" });
    // zod's own texts never reach the browser: a wrong type is the generic "invalid" key.
    expect(await submitContribution("en", contribution({ description: 42 }))).toMatchObject({
      fieldErrors: { description: "descriptionRequired" },
    });
    expect(await db.contribution.count({ where: { description: "short" } })).toBe(0);
  });

  it("stores an absent link as null", async () => {
    const input = contribution();
    await submitContribution("xx", input);
    expect(await db.contribution.findFirstOrThrow({ where: { description: input.description } })).toMatchObject({
      link: null,
      locale: "en",
    });
  });

  it("answers a filled honeypot like a success but stores and mails nothing", async () => {
    const input = contribution({ nickname: "bot" });
    expect(await submitContribution("en", input)).toEqual({ ok: true });
    expect(await db.contribution.count({ where: { description: input.description } })).toBe(0);
    expect(await db.outgoingMail.count({ where: { text: { contains: input.description } } })).toBe(0);
  });

  it("refuses the sixth submission from one address in ten minutes, not invalid attempts or other addresses", async () => {
    for (let i = 0; i < 3; i++) await submitContribution("en", contribution({ email: "bad" }));
    for (let i = 0; i < 5; i++)
      expect(
        await submitContribution("en", contribution({ description: `Flood ${i} ${n} of twenty characters.` })),
      ).toEqual({ ok: true });
    const refused = await submitContribution("en", contribution({ description: `Flood 6 ${n} of twenty characters.` }));
    expect(refused).toMatchObject({ ok: false, error: "rateLimited" });
    expect(refused.ok === false && refused.error === "rateLimited" && refused.retryAfterSeconds).toBeGreaterThanOrEqual(
      1,
    );
    expect(await db.contribution.count({ where: { description: `Flood 6 ${n} of twenty characters.` } })).toBe(0);
    address = "203.0.113.250";
    expect(await submitContribution("en", contribution())).toEqual({ ok: true });
  });
});

describe("submitSupportRequest", () => {
  it("stores a valid request and queues the staff mail", async () => {
    const input = supportRequest();
    expect(await submitSupportRequest("fr", input)).toEqual({ ok: true });
    expect(await db.supportRequest.findFirstOrThrow({ where: { subject: input.subject } })).toMatchObject({
      name: "Yann",
      product: "MOBILE_APP",
      locale: "fr",
      status: "NEW",
    });
    const mail = await db.outgoingMail.findFirstOrThrow({
      where: { to: "staff@example.test", subject: { contains: input.subject } },
    });
    expect(mail.text).toContain("mobile app");
  });

  it("uses the spec's keys for a missing and a malformed e-mail", async () => {
    const missing = await submitSupportRequest("en", supportRequest({ email: "  " }));
    expect(missing).toMatchObject({ fieldErrors: { email: "emailRequired" } });
    const wrong = await submitSupportRequest(
      "en",
      supportRequest({ email: "yann.example.org", product: "FAX", name: "Y", subject: "Hey", message: "Too short" }),
    );
    expect(wrong).toMatchObject({
      ok: false,
      fieldErrors: {
        email: "emailInvalid",
        product: "productRequired",
        name: "nameTooShort",
        subject: "subjectTooShort",
        message: "messageTooShort",
      },
    });
  });

  it("has its own limit, separate from the contribute form's", async () => {
    for (let i = 0; i < 5; i++)
      await submitContribution("en", contribution({ description: `Other form ${i} ${n} twenty chars.` }));
    expect(await submitSupportRequest("en", supportRequest())).toEqual({ ok: true });
  });
});
