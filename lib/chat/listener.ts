import "server-only";
import pg from "pg";
import { serverEnv } from "@/lib/env";
import { CHANNEL, getMessage, listMessagesSince, type ChatItem } from "./messages";
import { log } from "@/lib/ops/log.mjs";

type Subscriber = (message: ChatItem) => void;

/**
 * One LISTEN connection per process, shared by every open chat stream: PostgreSQL tells each
 * process about new messages (whichever process stored them), the process loads the message once
 * and hands it to its subscribers. Reconnects after a lost connection while anyone listens, and
 * then relays what was stored meanwhile: a NOTIFY sent while no connection listened is gone.
 */
// How far before the loss was noticed a reconnected listener looks back: a connection may be dead
// for a while before the client sees it, and the app's and the database's clocks may differ.
// Streams already showing a message drop the repeat (the chat room merges by id).
const CATCH_UP_MS = 30_000;

class ChatHub {
  private subscribers = new Set<Subscriber>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private lostAt: Date | null = null;

  async subscribe(subscriber: Subscriber): Promise<() => void> {
    this.subscribers.add(subscriber);
    await this.connect();
    return () => this.subscribers.delete(subscriber);
  }

  get size() {
    return this.subscribers.size;
  }

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: serverEnv().DATABASE_URL, application_name: "chat-listener" });
      client.on("notification", (n) => {
        if (n.channel === CHANNEL && n.payload) void this.relay(n.payload);
      });
      client.on("error", (error) => this.lost(client, error));
      client.on("end", () => this.lost(client));
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      if (this.lostAt) void this.catchUp(new Date(this.lostAt.getTime() - CATCH_UP_MS));
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    if (error) log.error({ err: error }, "chat listener connection lost");
    this.client = null;
    this.lostAt ??= new Date();
    client.end().catch(() => {});
    this.reconnect();
  }

  // Retried every second (the database may still be down) until it works or nobody listens.
  private reconnect() {
    if (!this.subscribers.size) {
      this.lostAt = null; // whoever subscribes next loads the history anyway
      return;
    }
    setTimeout(() => {
      this.connect().catch((e: Error) => {
        log.error({ err: e }, "chat listener reconnect failed");
        this.reconnect();
      });
    }, 1000);
  }

  private async catchUp(since: Date) {
    try {
      const missed = await listMessagesSince(since);
      this.lostAt = null;
      for (const message of missed) for (const subscriber of this.subscribers) subscriber(message);
    } catch (error) {
      log.error({ err: error }, "chat listener catch-up failed");
    }
  }

  private async relay(id: string) {
    const message = await getMessage(id).catch(() => null);
    if (message) for (const subscriber of this.subscribers) subscriber(message);
  }
}

// On globalThis so dev reloads and route bundles share the one connection.
const globalForChat = globalThis as unknown as { chatHub?: ChatHub };
export const chatHub = (globalForChat.chatHub ??= new ChatHub());
