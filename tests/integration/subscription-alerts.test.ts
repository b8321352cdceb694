import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";
import { startSmtpServer } from "../support/smtp";

// "At once" mail of alerts and advisories against a real SMTP server: who gets what,
// in which language, with which headers; queueing that never repeats (two runs at once, a run
// stopped halfway), the 6-hour rule for items not yet translated, and the per-minute rate.
const smtp = await startSmtpServer();
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
process.env.NEXTAUTH_SECRET = "test-secret-of-at-least-32-characters-long";
process.env.NEXTAUTH_URL = "https://covid.example";
vi.spyOn(console, "info").mockImplementation(() => undefined);

const { queueAlertsFor, scanPublished, otherLanguageDelayMs } = await import("@/lib/subscriptions/alerts");
const { deliverSubscriptionMail } = await import("@/lib/mail/outbox");
const { unsubscribe } = await import("@/lib/subscriptions/subscribe");

const db = testDb();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const confirmedAt = new Date(Date.now() - 3_600_000);
let categoryId = "";
let tagId = "";

afterAll(async () => {
  process.env = savedEnv;
  await db.$disconnect();
  await smtp.close();
});

beforeAll(async () => {
  categoryId = (await db.category.create({ data: { type: "PUBLIC_HEALTH", slug: `alerts-${run}` } })).id;
  tagId = (
    await db.tag.create({ data: { slug: `h5n1-${run}`, translations: { create: { locale: "es", name: "H5N1" } } } })
  ).id;
});

const subscriber = (email: string, data: Record<string, unknown> = {}) =>
  db.subscription.create({
    data: { email, topic: "TYPE", topicKey: "PUBLIC_HEALTH", locale: "en", rhythm: "AT_ONCE", confirmedAt, ...data },
  });

async function alert(slug: string, data: Record<string, unknown> = {}, locales = ["en", "es"]) {
  return db.article.create({
    data: {
      type: "PUBLIC_HEALTH",
      slug: `${slug}-${run}`,
      categoryId,
      alertLevel: "ALERT",
      publishedAt: new Date(),
      tags: { create: { tagId } },
      translations: {
        create: locales.map((locale) => ({
          locale: locale as "en",
          title: `${slug} title ${locale}`,
          summary: `${slug} lead ${locale}`,
          body: "SECRET-BODY",
        })),
      },
      ...data,
    },
  });
}

const queuedFor = (articleId: string) =>
  db.outgoingMail.findMany({ where: { dedupeKey: { startsWith: `item:${articleId}:` } }, orderBy: { to: "asc" } });

describe("alerts sent at once", () => {
  it("queue one mail per matching confirmed subscriber, once, even from two runs at once", async () => {
    const en = `en-${run}@example.test`;
    const es = `es-${run}@example.test`;
    const pt = `pt-${run}@example.test`;
    await subscriber(en);
    // Subscribed to the type and the tag: still one mail.
    await subscriber(en, { topic: "TAG", topicKey: `h5n1-${run}` });
    await subscriber(es, { topic: "TAG", topicKey: `h5n1-${run}`, locale: "es" });
    await subscriber(pt, { locale: "pt" }); // no Portuguese text yet
    await subscriber(`daily-${run}@example.test`, { rhythm: "DAILY" });
    await subscriber(`pending-${run}@example.test`, { confirmedAt: null });
    const item = await alert("bird-flu", { accessLevel: "LIMITED" });

    // Other files' subscribers to every public health item may get it too: only this test's addresses count.
    await Promise.all([queueAlertsFor(item.id), queueAlertsFor(item.id)]);
    expect(await queueAlertsFor(item.id)).toBe(0);
    expect(await scanPublished()).toBeGreaterThanOrEqual(0);
    const rows = (await queuedFor(item.id)).filter((r) => r.to.endsWith(`-${run}@example.test`));
    expect(rows.map((r) => r.to)).toEqual([en, es]);

    await deliverSubscriptionMail(1000);
    const english = await smtp.mailTo(en);
    expect(english.subject).toBe("Health alert: bird-flu title en");
    expect(english.text).toContain("bird-flu lead en");
    expect(english.text).toContain(`/public-health/alerts-${run}/bird-flu-${run}`);
    expect(english.text).toContain("For members: sign in to read it all.");
    expect(english.text).not.toContain("SECRET-BODY");
    expect(english.html).not.toContain("SECRET-BODY");
    expect(english.html).not.toMatch(/<img/i);
    expect(english.text).toContain("https://covid.example/subscriptions/manage?token=");
    expect(english.messageId).toBe(rows[0]!.messageId);
    const header = (name: string) =>
      english.headerLines
        .find((h) => h.key === name)
        ?.line.replace(/^[^:]+:\s*/, "")
        .replace(/\r?\n\s+/g, "");
    const listUnsubscribe = header("list-unsubscribe") ?? "";
    expect(listUnsubscribe).toMatch(/^<https:\/\/covid\.example\/api\/subscriptions\/unsubscribe\?token=.+&id=.+>$/);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const spanish = await smtp.mailTo(es);
    expect(spanish.subject).toBe("Alerta sanitaria: bird-flu title es");
    expect(spanish.text).toMatch(/Publicado el \d+ de \w+ de \d{4}/);
    // Once sent, the stored copy keeps no usable link.
    const sent = await db.outgoingMail.findUniqueOrThrow({ where: { id: rows[0]!.id } });
    expect(sent).toMatchObject({ status: "SENT", headers: null });
    expect(sent.text).not.toMatch(/token=(?!sent)/);

    // The one-click link ends that subscription; the next alert reaches the address through its other one only.
    const url = new URL(listUnsubscribe.slice(1, -1));
    expect(await unsubscribe(url.searchParams.get("token")!, url.searchParams.get("id")!)).toMatchObject({
      removed: 1,
    });
    expect(await db.subscription.count({ where: { email: en } })).toBe(1);

    // Six hours later, the Portuguese reader gets the original.
    const later = new Date(item.publishedAt.getTime() + otherLanguageDelayMs + 1000);
    expect(await queueAlertsFor(item.id, { now: later })).toBe(1);
    const late = (await queuedFor(item.id)).find((r) => r.to === pt)!;
    expect(late.subject).toBe("Alerta de saúde: bird-flu title en");
    expect(late.text).toContain("Ainda sem tradução: em inglês.");
  });

  it("send updates, information and items without a level to digests only", async () => {
    await subscriber(`levels-${run}@example.test`);
    for (const alertLevel of ["UPDATE", "INFORMATION", null]) {
      const item = await alert(`level-${alertLevel}`, { alertLevel });
      expect(await queueAlertsFor(item.id)).toBe(0);
    }
  });

  it("a run stopped halfway, started again, queues each mail exactly once", async () => {
    const item = await alert("crash", {}, ["en"]);
    const topicKey = `crash-${run}`;
    await db.tag.create({ data: { slug: topicKey } });
    await db.articleTag.create({
      data: { articleId: item.id, tagId: (await db.tag.findUniqueOrThrow({ where: { slug: topicKey } })).id },
    });
    await db.subscription.createMany({
      data: Array.from({ length: 1200 }, (_, i) => ({
        email: `crash-${String(i).padStart(4, "0")}-${run}@example.test`,
        topic: "TAG" as const,
        topicKey,
        locale: "en" as const,
        rhythm: "AT_ONCE" as const,
        confirmedAt,
      })),
    });
    const crash = new Error("killed");
    await expect(
      queueAlertsFor(item.id, {
        afterBatch: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const halfway = (await queuedFor(item.id)).length;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1200);
    // Restarted, twice at once: every subscriber has exactly one mail.
    await Promise.all([queueAlertsFor(item.id), queueAlertsFor(item.id)]);
    // (The type's subscribers of the first test get it too.)
    const rows = (await queuedFor(item.id)).filter((r) => r.to.startsWith("crash-"));
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((r) => r.to)).size).toBe(1200);
    // Not sent in this test: they would take the rate of the next ones.
    await db.outgoingMail.deleteMany({ where: { dedupeKey: { startsWith: `item:${item.id}:` } } });
  });

  it("sends at most the per-minute rate, the rest waits", async () => {
    const item = await alert("rate", {}, ["en"]);
    const tag = await db.tag.create({ data: { slug: `rate-${run}` } });
    await db.articleTag.create({ data: { articleId: item.id, tagId: tag.id } });
    for (const i of [1, 2, 3])
      await subscriber(`rate-${i}-${run}@example.test`, { topic: "TAG", topicKey: `rate-${run}` });
    await queueAlertsFor(item.id);
    // Only these three are due (the earlier tests' subscribers get it too: not sent).
    await db.outgoingMail.deleteMany({
      where: { status: "PENDING", dedupeKey: { not: null }, NOT: { to: { startsWith: "rate-" } } },
    });
    expect(await queuedFor(item.id)).toHaveLength(3);
    await db.rateLimit.deleteMany({ where: { key: { startsWith: "mail:subscriptions:minute" } } });
    expect(await deliverSubscriptionMail(2)).toBe(2);
    expect(await deliverSubscriptionMail(2)).toBe(0);
    expect((await queuedFor(item.id)).filter((r) => r.status === "PENDING")).toHaveLength(1);
  });
});
