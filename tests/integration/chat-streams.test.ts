// Bounded chat streams (lib/chat/streams.ts): caps per member, per address and in all, slots given
// back when a stream ends, and the idle time-out, on the real hub and database.
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

process.env.DATABASE_URL = inject("databaseUrl");
const { admitStream, openChatStream, openStreams, streamLimits } = await import("@/lib/chat/streams");
const { postMessage } = await import("@/lib/chat/messages");

const db = testDb();
afterAll(() => db.$disconnect());
const run = Math.random().toString(36).slice(2, 8);
let n = 0;
const unique = (what: string) => `${what}-${run}-${++n}`;

/** Reads a stream until `until` is seen (then stops reading) or to its end, returning the text. */
async function read(reader: ReadableStreamDefaultReader<Uint8Array>, until?: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value);
    if (until && text.includes(until)) return text;
  }
}

describe("chat stream caps", () => {
  const small = { perMember: 2, perAddress: 3, total: 1000 };

  it("refuses a member's stream past perMember, and admits it again once one ends", () => {
    const member = unique("member");
    const first = admitStream(member, unique("address"), small);
    const second = admitStream(member, unique("address"), small);
    expect(first.ok && second.ok).toBe(true);
    expect(admitStream(member, unique("address"), small)).toEqual({ ok: false, refused: "member" });
    if (first.ok) {
      first.release();
      first.release(); // a second release gives nothing back twice
    }
    const third = admitStream(member, unique("address"), small);
    expect(third.ok).toBe(true);
    expect(admitStream(member, unique("address"), small)).toEqual({ ok: false, refused: "member" });
    for (const slot of [second, third]) if (slot.ok) slot.release();
  });

  it("refuses past perAddress, whoever the members are", () => {
    const address = unique("address");
    const slots = [1, 2, 3].map(() => admitStream(unique("member"), address, small));
    expect(slots.every((s) => s.ok)).toBe(true);
    expect(admitStream(unique("member"), address, small)).toEqual({ ok: false, refused: "address" });
    for (const slot of slots) if (slot.ok) slot.release();
    expect(admitStream(unique("member"), address, small).ok).toBe(true);
  });

  it("refuses past the total, and counts every open stream", () => {
    const before = openStreams();
    const limits = { perMember: 10, perAddress: 10, total: before + 2 };
    const a = admitStream(unique("member"), unique("address"), limits);
    const b = admitStream(unique("member"), unique("address"), limits);
    expect(openStreams()).toBe(before + 2);
    expect(admitStream(unique("member"), unique("address"), limits)).toEqual({ ok: false, refused: "total" });
    for (const slot of [a, b]) if (slot.ok) slot.release();
    expect(openStreams()).toBe(before);
  });

  it("has production caps that allow a few tabs per member and many members", () => {
    expect(streamLimits.perMember).toBeGreaterThanOrEqual(3);
    expect(streamLimits.perAddress).toBeGreaterThan(streamLimits.perMember);
    expect(streamLimits.total).toBeGreaterThan(streamLimits.perAddress);
    expect(streamLimits.idleMs).toBeLessThanOrEqual(streamLimits.maxMs);
  });
});

describe("chat streams", () => {
  it("relay new messages; a refused stream is said to be refused; leaving gives the slot back", async () => {
    const author = await db.user.create({ data: { email: `streams-${run}@example.test`, username: `streams_${run}` } });
    const member = unique("member");
    const limits = { ...streamLimits, perMember: 1 };
    const controller = new AbortController();
    const before = openStreams();
    const opened = openChatStream({ member, address: unique("address"), signal: controller.signal }, limits);
    expect(opened.ok).toBe(true);
    expect(openChatStream({ member, address: unique("address"), signal: controller.signal }, limits)).toEqual({
      ok: false,
      refused: "member",
    });
    if (!opened.ok) return;
    const reader = opened.stream.getReader();
    // "connected" is sent once the hub listens: a message posted after it is relayed.
    await read(reader, ": connected");
    const text = `hello streams ${run}`;
    const message = await postMessage(author.id, text);
    expect(await read(reader, text)).toContain(`id: ${message.id}`);
    expect(openStreams()).toBe(before + 1);
    await reader.cancel(); // the client goes: the slot is back
    expect(openStreams()).toBe(before);
  });

  it("ends an idle stream with an idle event and gives its slot back", async () => {
    const before = openStreams();
    const limits = { ...streamLimits, idleMs: 200, keepAliveMs: 50 };
    const opened = openChatStream(
      { member: unique("member"), address: unique("address"), signal: new AbortController().signal },
      limits,
    );
    if (!opened.ok) throw new Error("refused");
    const text = await read(opened.stream.getReader());
    expect(text).toMatch(/: connected[\s\S]*event: idle\ndata: \{\}\n\n$/);
    expect(openStreams()).toBe(before);
  });

  it("gives the slot back when the client goes away", async () => {
    const before = openStreams();
    const controller = new AbortController();
    const opened = openChatStream({ member: unique("member"), address: unique("address"), signal: controller.signal });
    if (!opened.ok) throw new Error("refused");
    const reading = read(opened.stream.getReader());
    expect(openStreams()).toBe(before + 1);
    controller.abort();
    await reading;
    expect(openStreams()).toBe(before);
  });
});
