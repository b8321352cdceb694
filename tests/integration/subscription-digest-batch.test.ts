import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

// Digests are queued in pieces that PostgreSQL puts together (lib/subscriptions/digest-batch.ts):
// what it stores must be what itemsMail writes, byte for byte, whatever the items' text holds.
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_SECRET = "test-secret-of-at-least-32-characters-long";
process.env.NEXTAUTH_URL = "https://covid.example";

const { digestBatch } = await import("@/lib/subscriptions/digest-batch");
const { itemsMail, itemsMailFrame, manageUrl } = await import("@/lib/subscriptions/mails");
type MailItem = import("@/lib/subscriptions/mails").MailItem;

const db = testDb();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const now = new Date(Date.UTC(2190, 5, 1, 10));

afterAll(async () => {
  process.env = savedEnv;
  await db.$disconnect();
});

const item = (title: string, data: Partial<MailItem> = {}): MailItem => ({
  title,
  summary: `Lead of ${title}`,
  textLocale: "pt",
  level: null,
  membersOnly: false,
  isExample: false,
  publishedAt: new Date(Date.UTC(2190, 4, 31, 12)),
  url: `https://covid.example/pt/news/x/${encodeURIComponent(title)}?a=1&b=2`,
  ...data,
});

describe("a batch of digests", () => {
  it("stores what itemsMail writes, for every reader, item order and awkward character", async () => {
    const items = [
      item('Máscaras & "filtros" <b>, {chaves} e \\barras\\'),
      item("NULL", { level: "ALERT", membersOnly: true }),
      item("Em inglês: ventilation, 100 %", { textLocale: "en", isExample: true }),
      item("Linha\nnova e tabulação\t; ponto e vírgula"),
    ];
    const mails = [
      { to: `a-${run}@example.test`, items },
      { to: `b-${run}@example.test`, items: [items[3]!, items[0]!] },
      { to: `c+${run}@example.test`, items: [items[1]!] },
      { to: `d-${run}@example.test`, items: [items[2]!, items[1]!, items[0]!, items[3]!] },
    ];
    const batch = digestBatch("pt");
    for (const { to, items: chosen } of mails) {
      const dedupeKey = `digest:daily:2190-06-01:pt:${to}`;
      batch.add({
        to,
        frame: itemsMailFrame("pt", "daily", chosen, now),
        items: chosen,
        manageUrl: manageUrl("pt", to),
        dedupeKey,
        messageId: `<${run}-${to}>`,
        headers: { "List-Unsubscribe": `<https://covid.example/u?e=${to}&id=>`, "X-Quote": '"\\' },
      });
    }
    expect(await batch.insert()).toBe(4);

    for (const { to, items: chosen } of mails) {
      const row = await db.outgoingMail.findUniqueOrThrow({ where: { dedupeKey: `digest:daily:2190-06-01:pt:${to}` } });
      const expected = itemsMail("pt", "daily", chosen, to, now);
      // The manage link's token carries its expiry to the millisecond: the same link, signed twice.
      const sameToken = (s: string) => s.replace(/token=[\w.%-]+/g, "token=…");
      expect(row.subject).toBe(expected.subject);
      expect(sameToken(row.text)).toBe(sameToken(expected.text));
      expect(sameToken(row.html ?? "")).toBe(sameToken(expected.html));
      expect(row.messageId).toBe(`<${run}-${to}>`);
      expect(row.headers).toEqual({ "List-Unsubscribe": `<https://covid.example/u?e=${to}&id=>`, "X-Quote": '"\\' });
      expect(row.status).toBe("PENDING");
      expect(Math.abs(row.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it("skips the mails already queued", async () => {
    const to = `again-${run}@example.test`;
    const chosen = [item("Again")];
    const add = (batch: ReturnType<typeof digestBatch>) =>
      batch.add({
        to,
        frame: itemsMailFrame("pt", "daily", chosen, now),
        items: chosen,
        manageUrl: manageUrl("pt", to),
        dedupeKey: `digest:daily:2190-06-01:pt:${to}`,
        messageId: `<again-${run}>`,
        headers: {},
      });
    const first = digestBatch("pt");
    add(first);
    expect(await first.insert()).toBe(1);
    const second = digestBatch("pt");
    add(second);
    expect(await second.insert()).toBe(0);
    expect(await digestBatch("pt").insert()).toBe(0);
  });
});
