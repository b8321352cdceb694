import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// One address per address: every form that takes an e-mail address accepts one plain address and
// nothing that makes a list or a display name, normalises it once (trimmed, lower-case), the mail
// layer hands nodemailer an address object (never a string it would parse as a list), and the
// stored subscriptions are migrated to that form.
const smtp = await startSmtpServer();
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.NEXTAUTH_SECRET = "test-secret-of-at-least-32-characters-long";
process.env.NEXTAUTH_URL = "https://covid.example";
process.env.STAFF_EMAIL = "staff@example.test";
vi.spyOn(console, "info").mockImplementation(() => undefined);
vi.spyOn(console, "error").mockImplementation(() => undefined);

const { submitSupportRequest } = await import("@/lib/actions/support");
const { submitContribution } = await import("@/lib/actions/contribute");
const { subscribeByEmail, requestManageLink } = await import("@/lib/actions/subscriptions");
const { requestMagicLink, requestSignUp, requestPasswordReset } = await import("@/lib/actions/auth");
const { changeMyEmail } = await import("@/lib/actions/account-security");
const { queueMail } = await import("@/lib/mail/outbox");

const db = testDb();
let n = 0;
let address = "198.51.100.1";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const visitor = {
  user: async () => null,
  address: async () => address,
  locale: async () => "en" as const,
};
beforeEach(() => {
  address = `198.18.${Math.floor(++n / 250)}.${n % 250}`;
});
afterAll(async () => {
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

const listSyntax = (victim: string) => [
  `q1,${victim}`,
  `q2<${victim}>`,
  `"q3"@example.test`,
  `q4 ${victim}`,
  `q5;${victim}`,
  `q6\n@example.test`,
  `q7(x)@example.test`,
  `${"a".repeat(65)}@example.test`,
];

describe("every form takes one plain address", () => {
  it("refuses address lists and display names with the form's own message, and stores and mails nothing", async () => {
    const victim = `victim-${unique()}@example.test`;
    const forms: Array<[string, (email: string) => Promise<unknown>]> = [
      [
        "support",
        (email) =>
          submitSupportRequest.runWith(
            { name: "Quinn", email, product: "WEBSITE", subject: "A question", message: "x".repeat(30), nickname: "" },
            visitor,
          ),
      ],
      [
        "contribute",
        (email) =>
          submitContribution.runWith(
            { category: "EVENT", description: "y".repeat(40), email, from_name: "Quinn", link: "", nickname: "" },
            visitor,
          ),
      ],
      [
        "subscribe",
        (email) => subscribeByEmail.runWith({ email, topic: "type:NEWS", rhythm: "DAILY", nickname: "" }, visitor),
      ],
      ["manage link", (email) => requestManageLink.runWith({ email, nickname: "" }, visitor)],
      ["magic link", (email) => requestMagicLink.runWith({ email }, visitor)],
      [
        "sign-up",
        (email) =>
          requestSignUp.runWith({ email, password: "long enough pass", confirmPassword: "long enough pass" }, visitor),
      ],
      ["reset", (email) => requestPasswordReset.runWith({ email }, visitor)],
    ];
    for (const [form, send] of forms)
      for (const email of listSyntax(victim)) {
        const answer = await send(email);
        expect(answer, `${form}: ${JSON.stringify(email)}`).toMatchObject({
          ok: false,
          error: "invalid",
          fieldErrors: { email: "emailInvalid" },
        });
      }
    expect(await db.subscription.count({ where: { email: { contains: victim } } })).toBe(0);
    expect(await db.supportRequest.count({ where: { email: { contains: victim } } })).toBe(0);
    expect(await db.outgoingMail.count({ where: { to: { contains: victim } } })).toBe(0);
  });

  it("refuses the same in the e-mail change of the account page", async () => {
    const user = await db.user.create({
      data: { email: `changer-${unique()}@example.test`, emailVerified: new Date() },
    });
    const member = {
      user: async () => ({ ...user, username: null, name: null, role: "USER" as const, locale: "en" as const }),
      address: async () => address,
      locale: async () => "en" as const,
    };
    const answer = await changeMyEmail.runWith({ email: `q1,${user.email}`, currentPassword: "" }, member);
    expect(answer).toMatchObject({ ok: false, fieldErrors: { email: "emailInvalid" } });
  });

  it("normalises the address once for every form: the same person is the same address everywhere", async () => {
    const email = `Mixed.Case-${unique()}@Example.TEST`;
    const lower = email.toLowerCase();
    const subject = `Case ${unique()}`;
    expect(
      await submitSupportRequest.runWith(
        { name: "Quinn", email: `  ${email} `, product: "WEBSITE", subject, message: "x".repeat(30), nickname: "" },
        visitor,
      ),
    ).toEqual({ ok: true });
    expect((await db.supportRequest.findFirstOrThrow({ where: { subject } })).email).toBe(lower);
    const description = `A contribution ${unique()} about clean air in schools.`;
    await submitContribution.runWith(
      { category: "EVENT", description, email, from_name: "Quinn", link: "", nickname: "" },
      visitor,
    );
    expect((await db.contribution.findFirstOrThrow({ where: { description } })).email).toBe(lower);
    await subscribeByEmail.runWith({ email, topic: "type:NEWS", rhythm: "DAILY", nickname: "" }, visitor);
    expect((await db.subscription.findFirstOrThrow({ where: { email: lower } })).topicKey).toBe("NEWS");
    expect((await smtp.mailTo(lower)).to).toMatchObject({ value: [{ address: lower, name: "" }] });
  });
});

describe("the mail layer", () => {
  it("hands nodemailer one address: a stored list or display name is never delivered, and never retried", async () => {
    const victim = `listed-${unique()}@example.test`;
    const subject = `List ${unique()}`;
    const queued = await Promise.all(
      [`q1,${victim}`, `q2<${victim}>`].map((to) => queueMail({ to, subject, text: "Hello" })),
    );
    await expect
      .poll(async () => db.outgoingMail.findMany({ where: { id: { in: queued.map((q) => q.id) } } }))
      .toSatisfy((rows: Array<{ status: string }>) => rows.every((row) => row.status === "FAILED"));
    const plain = `plain-${unique()}@example.test`;
    await queueMail({ to: plain, subject, text: "Hello" });
    const mail = await smtp.mailTo(plain);
    expect(mail.to).toMatchObject({ value: [{ address: plain, name: "" }] });
    expect(mail.from).toMatchObject({ value: [{ address: "no-reply@localhost", name: "Covid Info" }] });
    expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    // A configured address on a one-label host (a local install's staff@localhost) still goes.
    const staff = `staff-${unique()}@localhost`;
    await queueMail({ to: staff, subject, text: "Hello staff" });
    expect((await smtp.mailTo(staff)).to).toMatchObject({ value: [{ address: staff, name: "" }] });
  });
});

describe("the migration of stored subscriber addresses", () => {
  it("trims and lower-cases them, merges rows that become one, and ends the ones that are not one address", async () => {
    const id = unique();
    const base = `merge-${id}@example.test`;
    const member = await db.user.create({ data: { email: `member-${id}@example.test`, emailVerified: new Date() } });
    const confirmedAt = new Date(Date.now() - 86_400_000);
    const row = (email: string, data: Record<string, unknown> = {}) =>
      db.subscription.create({
        data: { email, topic: "TYPE", topicKey: "NEWS", locale: "en", rhythm: "DAILY", ...data },
      });
    const pendingUpper = await row(` ${base.toUpperCase()} `);
    const confirmedMixed = await row(`Merge-${id}@Example.test`, { confirmedAt, rhythm: "WEEKLY" });
    const other = await row(base.toUpperCase(), { topic: "NEWSLETTER", topicKey: "", rhythm: "WEEKLY" });
    const list = await row(`q1,${base}`, { confirmedAt });
    // The member's own, left on an address they gave up, and one of their address by the public form.
    const stale = await row(`old-${id}@example.test`, { userId: member.id, topic: "REPLIES", topicKey: "" });
    const byForm = await row(member.email.toUpperCase(), { confirmedAt });
    await db.subscriberAddress.createMany({
      data: [
        { email: base.toUpperCase(), confirmationSentAt: new Date(Date.now() - 7_200_000) },
        { email: ` ${base}`, confirmationSentAt: new Date(Date.now() - 60_000) },
        { email: `q2<${base}>`, confirmationSentAt: new Date() },
      ],
    });

    const file = path.join(process.cwd(), "prisma/migrations/20261129030000_plain_subscriber_addresses/migration.sql");
    const client = new pg.Client({ connectionString: inject("databaseUrl") });
    await client.connect();
    await client.query(readFileSync(file, "utf8"));
    await client.end();

    const rows = await db.subscription.findMany({
      where: { id: { in: [pendingUpper, confirmedMixed, other, list, stale, byForm].map((r) => r.id) } },
    });
    const seen = rows.map((r) => [r.id, r.email, r.topic, r.rhythm, Boolean(r.confirmedAt), r.userId]);
    expect(seen.sort()).toEqual(
      [
        [confirmedMixed.id, base, "TYPE", "WEEKLY", true, null],
        [other.id, base, "NEWSLETTER", "WEEKLY", false, null],
        [byForm.id, member.email, "TYPE", "DAILY", true, member.id],
        [stale.id, member.email, "REPLIES", "DAILY", false, member.id],
      ].sort(),
    );
    const addresses = await db.subscriberAddress.findMany({ where: { email: { contains: `merge-${id}` } } });
    expect(addresses.map((a) => a.email)).toEqual([base]);
    expect(addresses[0]!.confirmationSentAt.getTime()).toBeGreaterThan(Date.now() - 120_000);
  });
});
