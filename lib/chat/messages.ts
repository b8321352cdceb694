import "server-only";
import { db } from "@/lib/db";

export const HISTORY_SIZE = 50;
export const CHANNEL = "chat";

export type ChatItem = { id: string; text: string; createdAt: string; authorId: string; author: string };

const select = {
  id: true,
  text: true,
  createdAt: true,
  authorId: true,
  author: { select: { username: true, name: true } },
} as const;
type Row = {
  id: string;
  text: string;
  createdAt: Date;
  authorId: string;
  author: { username: string | null; name: string | null };
};
const toItem = (m: Row): ChatItem => ({
  id: m.id,
  text: m.text,
  createdAt: m.createdAt.toISOString(),
  authorId: m.authorId,
  author: m.author.username ?? m.author.name ?? "?",
});

/** The last messages of the room, oldest first (what a member sees on opening the chat). */
export async function listRecentMessages(limit = HISTORY_SIZE): Promise<ChatItem[]> {
  const rows = await db.chatMessage.findMany({
    where: { hiddenAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select,
  });
  return rows.reverse().map(toItem);
}

/** Visible messages stored after `since`, oldest first (what a listener may have missed while disconnected). */
export async function listMessagesSince(since: Date, limit = HISTORY_SIZE): Promise<ChatItem[]> {
  const rows = await db.chatMessage.findMany({
    where: { hiddenAt: null, createdAt: { gt: since } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit,
    select,
  });
  return rows.map(toItem);
}

/** One visible message, for the listener that relays notifications. */
export async function getMessage(id: string): Promise<ChatItem | null> {
  const row = await db.chatMessage.findFirst({ where: { id, hiddenAt: null }, select });
  return row && toItem(row);
}

/**
 * Stores a message and tells every app process (pg_notify on the "chat" channel, delivered at
 * commit), whose listeners push it to their open streams.
 */
export async function postMessage(authorId: string, text: string): Promise<ChatItem> {
  const row = await db.$transaction(async (tx) => {
    const created = await tx.chatMessage.create({ data: { authorId, text }, select });
    await tx.$executeRaw`SELECT pg_notify(${CHANNEL}, ${created.id})`;
    return created;
  });
  return toItem(row);
}
