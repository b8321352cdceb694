import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// Daily and weekly digests: 07:00 in the edition's time zone, the day's items on the
// subscriber's topics in their language (the 6-hour rule for untranslated ones), nothing for an
// empty digest, alerts already sent at once left out, and queueing that never repeats.
const smtp = await startSmtpServer();
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.NEXTAUTH_SECRET = "test-secret-of-at-least-32-characters-long";
process.env.NEXTAUTH_URL = "https://covid.example";
vi.spyOn(console, "info").mockImplementation(() => undefined);

const { queueDigests, localSeven } = await import("@/lib/subscriptions/digests");
const { editionTimeZones } = await import("@/lib/subscriptions/zones");
const { deliverSubscriptionMail } = await import("@/lib/mail/outbox");

const db = testDb();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// Far in the future, so that no other test's items fall in these days. Thursday 4 March 2190,
// 07:00 in Paris (UTC+1) is 06:00 UTC.
const seven = new Date(Date.UTC(2190, 2, 4, 6, 0));
const hoursBefore = (h: number) => new Date(seven.getTime() - h * 3_600_000);
const confirmedAt = new Date(Date.UTC(2190, 0, 1));
let categoryId = "";

afterAll(async () => {
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

async function item(slug: string, publishedAt: Date, data: Record<string, unknown> = {}, locales = ["en", "fr"]) {
  return db.article.create({
    data: {
      type: "NEWS",
      slug: `${slug}-${run}`,
      categoryId,
      publishedAt,
      translations: {
        create: locales.map((locale) => ({
          locale: locale as "en",
          title: `${slug} ${locale}`,
          summary: `Lead ${locale}`,
          body: "SECRET-BODY",
        })),
      },
      ...data,
    },
  });
}
const sub = (email: string, data: Record<string, unknown>) =>
  db.subscription.create({
    data: { email, topic: "TYPE", topicKey: "NEWS", locale: "fr", rhythm: "DAILY", confirmedAt, ...data },
  });
const digestsTo = (email: string) =>
  db.outgoingMail.findMany({ where: { to: email, dedupeKey: { startsWith: "digest:" } } });

beforeAll(async () => {
  categoryId = (await db.category.create({ data: { type: "NEWS", slug: `digests-${run}` } })).id;
  await item("translated", hoursBefore(2));
  await item("fresh-english", hoursBefore(3), {}, ["en"]); // under 6 hours: not yet
  await item("old-english", hoursBefore(10), {}, ["en"]); // over 6 hours: in English
  await item("alert", hoursBefore(5), { alertLevel: "ALERT" });
  await item("yesterday", hoursBefore(30));
  await item("members", hoursBefore(4), { accessLevel: "PREMIUM" });
});

describe("07:00 in each edition's time zone", () => {
  it("is the right instant in summer and winter", () => {
    const at = (iso: string, zone: string) => localSeven(new Date(iso), zone).at.toISOString();
    expect(at("2026-11-25T10:00:00Z", "Europe/Paris")).toBe("2026-11-25T06:00:00.000Z");
    expect(at("2026-07-01T10:00:00Z", "Europe/Paris")).toBe("2026-07-01T05:00:00.000Z");
    expect(at("2026-11-25T15:00:00Z", "America/New_York")).toBe("2026-11-25T12:00:00.000Z");
    expect(at("2026-11-25T15:00:00Z", "America/Mexico_City")).toBe("2026-11-25T13:00:00.000Z");
    expect(at("2026-11-25T15:00:00Z", "America/Sao_Paulo")).toBe("2026-11-25T10:00:00.000Z");
    expect(localSeven(new Date("2026-11-23T12:00:00Z"), "Europe/Paris").weekday).toBe(1);
  });
});

describe("the daily digest", () => {
  it("gathers the day's items on the topics, in the subscriber's language, once", async () => {
    const daily = `daily-${run}@example.test`;
    const atOnce = `at-once-${run}@example.test`;
    const empty = `empty-${run}@example.test`;
    const english = `english-${run}@example.test`;
    await sub(daily, {});
    await sub(atOnce, { rhythm: "AT_ONCE" });
    await sub(empty, { topic: "TAG", topicKey: `nothing-${run}` });
    await sub(english, { locale: "en" });

    const [a, b] = await Promise.all([
      queueDigests({ edition: "fr", now: seven }),
      queueDigests({ edition: "fr", now: new Date(seven.getTime() + 3_600_000) }),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    expect(await queueDigests({ edition: "fr", now: seven })).toBe(0);
    expect(await digestsTo(daily)).toHaveLength(1);
    expect(await digestsTo(atOnce)).toHaveLength(1);
    expect(await digestsTo(empty)).toHaveLength(0); // an empty digest is not sent
    expect(await digestsTo(english)).toHaveLength(0); // another edition, another hour

    await deliverSubscriptionMail(1000);
    const mail = await smtp.mailTo(daily);
    expect(mail.subject).toBe("Votre résumé quotidien Covid Info, 4 mars 2190");
    const text = mail.text ?? "";
    for (const title of ["translated fr", "old-english en", "alert fr", "members fr"]) expect(text).toContain(title);
    for (const title of ["fresh-english", "yesterday", "translated en"]) expect(text).not.toContain(title);
    expect(text).toContain("Pas encore traduit\u00a0: en anglais.");
    expect(text).not.toContain("SECRET-BODY");
    expect(text).toContain("https://covid.example/fr/news/");
    expect(mail.headerLines.some((h) => h.key === "list-unsubscribe-post")).toBe(true);
    // The "at once" subscriber had the alert already: the digest has the rest.
    const rest = (await smtp.mailTo(atOnce)).text ?? "";
    expect(rest).toContain("translated fr");
    expect(rest).not.toContain("alert fr");
  });
});

describe("the weekly digest and newsletter", () => {
  it("go out on Monday with the week's items", async () => {
    const weekly = `weekly-${run}@example.test`;
    const newsletter = `newsletter-${run}@example.test`;
    await sub(weekly, { rhythm: "WEEKLY" });
    await sub(newsletter, { topic: "NEWSLETTER", topicKey: "", rhythm: "WEEKLY" });
    expect(await queueDigests({ edition: "fr", now: seven })).toBe(0); // Thursday
    expect(await digestsTo(weekly)).toHaveLength(0);
    const monday = new Date(Date.UTC(2190, 2, 8, 6, 0));
    await queueDigests({ edition: "fr", now: monday });
    const [mail] = await digestsTo(weekly);
    expect(mail?.subject).toBe("Votre résumé hebdomadaire Covid Info, 8 mars 2190");
    for (const title of ["translated fr", "yesterday fr", "alert fr"]) expect(mail?.text).toContain(title);
    const [letter] = await digestsTo(newsletter);
    expect(letter?.subject).toBe("Covid Info cette semaine, 8 mars 2190");
  });
});

describe("a run in pages", () => {
  it("queues the same digests in pages of three subscriptions, stopped and resumed, as in one page", async () => {
    const address = (n: number) => `pages-${run}-${n}@example.test`;
    const addresses = [1, 2, 3, 4, 5, 6].map(address);
    await sub(address(1), { locale: "pt" });
    await sub(address(2), { locale: "pt" });
    await sub(address(2), { locale: "pt", topic: "TAG", topicKey: `nothing-${run}` });
    await sub(address(3), { locale: "pt", rhythm: "AT_ONCE" });
    await sub(address(4), { locale: "pt", topic: "TAG", topicKey: `nothing-${run}` }); // nothing for them
    await sub(address(5), { locale: "pt", topic: "TAG", topicKey: `nothing-${run}` });
    await sub(address(5), { locale: "pt" });
    await sub(address(6), { locale: "pt" });
    const at = localSeven(seven, editionTimeZones().pt).at;
    const theirs = async () =>
      (await db.outgoingMail.findMany({ where: { to: { in: addresses } }, orderBy: { dedupeKey: "asc" } })).map(
        (row) => ({
          ...row,
          id: "",
          createdAt: null,
          nextAttemptAt: null,
          // The manage links' tokens carry their expiry to the millisecond.
          text: row.text.replace(/token=[\w.%-]+/g, "token=…"),
          html: row.html?.replace(/token=[\w.%-]+/g, "token=…"),
          headers: JSON.stringify(row.headers).replace(/token=[\w.%-]+/g, "token=…"),
        }),
      );

    // A crash after the first page that queued any of theirs: pages of three subscriptions hold
    // at most three of their five digests, and a page may end inside an address.
    const crash = new Error("stopped");
    const stopped = queueDigests({
      edition: "pt",
      now: at,
      pageSize: 3,
      afterBatch: async () => {
        if ((await theirs()).length) throw crash;
      },
    });
    await expect(stopped).rejects.toBe(crash);
    const before = (await theirs()).length;
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(5);
    await queueDigests({ edition: "pt", now: at, pageSize: 3 });
    const inPages = await theirs();
    expect(inPages.map((row) => row.to)).toEqual(addresses.filter((a) => a !== address(4)));
    expect(inPages.find((row) => row.to === address(1))?.html).toContain("old-english en");

    await db.outgoingMail.deleteMany({ where: { to: { in: addresses } } });
    await queueDigests({ edition: "pt", now: at });
    expect(await theirs()).toEqual(inPages);
    await queueDigests({ edition: "pt", now: at, pageSize: 3 });
    expect(await theirs()).toHaveLength(5);
  });
});
