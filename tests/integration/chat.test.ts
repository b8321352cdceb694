// Chat delivery across processes: a message stored through one connection reaches the LISTEN
// connection of the shared hub and an independent listener (another app process) by NOTIFY.
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

const url = inject("databaseUrl");
process.env.DATABASE_URL = url;
const { chatHub } = await import("@/lib/chat/listener");
const { listRecentMessages, postMessage } = await import("@/lib/chat/messages");

const db = testDb();
afterAll(() => db.$disconnect());
const run = Math.random().toString(36).slice(2, 8);

const within = <T>(promise: Promise<T>, ms = 5000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no notification in time")), ms)),
  ]);

describe("chat", () => {
  it("delivers a posted message to the hub and to another process's listener", async () => {
    const author = await db.user.create({ data: { email: `chat-${run}@example.test`, username: `chat_${run}` } });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query("LISTEN chat");
    const otherProcess = new Promise<string>((resolve) => other.on("notification", (n) => resolve(n.payload ?? "")));
    let unsubscribe = () => {};
    const hub = new Promise<{ id: string; text: string; author: string }>((resolve) => {
      void chatHub.subscribe(resolve).then((u) => (unsubscribe = u));
    });
    await new Promise((r) => setTimeout(r, 300)); // let the hub's LISTEN start

    const sent = await postMessage(author.id, `Hello ${run}`);
    expect(await within(otherProcess)).toBe(sent.id);
    expect(await within(hub)).toMatchObject({ id: sent.id, text: `Hello ${run}`, author: `chat_${run}` });
    unsubscribe();
    await other.end();
  });

  it("relays what was posted while its connection was lost, then goes on listening", async () => {
    const author = await db.user.create({ data: { email: `chat3-${run}@example.test`, username: `chat3_${run}` } });
    const received: string[] = [];
    const unsubscribe = await chatHub.subscribe((m) => received.push(m.text));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // What a database restart or a network cut does to the hub's LISTEN connection.
    const { rowCount } = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'chat-listener' AND datname = current_database()",
    );
    expect(rowCount).toBeGreaterThan(0);
    await postMessage(author.id, `during the cut ${run}`); // its NOTIFY reaches no listener of the hub
    await expect.poll(() => received, { timeout: 10_000 }).toContain(`during the cut ${run}`);
    await postMessage(author.id, `after the cut ${run}`);
    await expect.poll(() => received, { timeout: 10_000 }).toContain(`after the cut ${run}`);
    unsubscribe();
    await admin.end();
  });

  it("loads history oldest first, without hidden messages", async () => {
    const author = await db.user.create({ data: { email: `chat2-${run}@example.test`, username: `chat2_${run}` } });
    const a = await postMessage(author.id, "first");
    const b = await postMessage(author.id, "second");
    const hidden = await postMessage(author.id, "hidden");
    await db.chatMessage.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });
    const ids = (await listRecentMessages()).map((m) => m.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(ids).not.toContain(hidden.id);
  });
});
