import "server-only";
import pg from "pg";
import { serverEnv } from "@/lib/env";
import { CHANNEL, getMessage, type ChatItem } from "./messages";

type Subscriber = (message: ChatItem) => void;

/**
 * One LISTEN connection per process, shared by every open chat stream: PostgreSQL tells each
 * process about new messages (whichever process stored them), the process loads the message once
 * and hands it to its subscribers. Reconnects after a lost connection while anyone listens.
 */
class ChatHub {
  private subscribers = new Set<Subscriber>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;

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
      const client = new pg.Client({ connectionString: serverEnv().DATABASE_URL });
      client.on("notification", (n) => { if (n.channel === CHANNEL && n.payload) void this.relay(n.payload); });
      client.on("error", (error) => this.lost(client, error));
      client.on("end", () => this.lost(client));
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
    })().finally(() => { this.connecting = null; });
    return this.connecting;
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    if (error) console.error("chat listener connection lost:", error.message);
    this.client = null;
    client.end().catch(() => {});
    this.reconnect();
  }

  // Retried every second (the database may still be down) until it works or nobody listens.
  private reconnect() {
    if (!this.subscribers.size) return;
    setTimeout(() => {
      this.connect().catch((e: Error) => { console.error("chat listener reconnect failed:", e.message); this.reconnect(); });
    }, 1000);
  }

  private async relay(id: string) {
    const message = await getMessage(id).catch(() => null);
    if (message) for (const subscriber of this.subscribers) subscriber(message);
  }
}

// On globalThis so dev reloads and route bundles share the one connection.
const globalForChat = globalThis as unknown as { chatHub?: ChatHub };
export const chatHub = (globalForChat.chatHub ??= new ChatHub());
