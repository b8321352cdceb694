import "server-only";
import { onShutdown } from "@/lib/ops/drain.mjs";
import { chatHub } from "./listener";

/**
 * Bounded chat streams: one client must not hold the server's memory or connections
 * (docs/adr/0018-live-chat.md).
 * Each open event stream holds a socket and a subscriber in this process, so this process admits
 * at most `perMember` streams per member, `perAddress` per client address and `total` in all; past
 * that the stream is refused (429, the room says why in the reader's language). A stream that
 * relayed no message for `idleMs`, or has been open for `maxMs`, ends with an `idle` event: the room
 * says it paused and offers to reconnect, so a forgotten tab does not hold a slot for ever.
 */
export const streamLimits = {
  perMember: 5,
  perAddress: 20,
  total: 500,
  idleMs: 15 * 60_000,
  maxMs: 2 * 60 * 60_000,
  keepAliveMs: 25_000,
};
export type StreamLimits = typeof streamLimits;
export type Refusal = "member" | "address" | "total";

const byMember = new Map<string, number>();
const byAddress = new Map<string, number>();
let total = 0;

const bump = (map: Map<string, number>, key: string, by: number) => {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
};

/** Takes a slot for one stream, or says which cap refuses it. `release` gives the slot back once. */
export function admitStream(
  member: string,
  address: string,
  limits: Pick<StreamLimits, "perMember" | "perAddress" | "total"> = streamLimits,
): { ok: true; release: () => void } | { ok: false; refused: Refusal } {
  if (total >= limits.total) return { ok: false, refused: "total" };
  if ((byMember.get(member) ?? 0) >= limits.perMember) return { ok: false, refused: "member" };
  if ((byAddress.get(address) ?? 0) >= limits.perAddress) return { ok: false, refused: "address" };
  total++;
  bump(byMember, member, 1);
  bump(byAddress, address, 1);
  let released = false;
  return {
    ok: true,
    release: () => {
      if (released) return;
      released = true;
      total--;
      bump(byMember, member, -1);
      bump(byAddress, address, -1);
    },
  };
}

// A process that stops (lib/ops/drain.mjs) ends its streams with a short `retry:`: each browser's
// EventSource reconnects on its own a second later, through the proxy, to a process that stays.
const restarting = new Set<() => void>();
onShutdown("streams", () => {
  for (const restart of restarting) restart();
});

/** Streams open in this process (for tests and the log). */
export const openStreams = () => total;

/**
 * The event stream of one member's chat room, or the cap that refuses it. The stream relays every new
 * message, sends a keep-alive comment every `keepAliveMs`, and ends with `event: idle` after `idleMs`
 * without a message or `maxMs` in all; it gives its slot back when it ends or the client goes.
 */
export function openChatStream(
  { member, address, signal }: { member: string; address: string; signal: AbortSignal },
  limits: StreamLimits = streamLimits,
): { ok: true; stream: ReadableStream<Uint8Array> } | { ok: false; refused: Refusal } {
  const slot = admitStream(member, address, limits);
  if (!slot.ok) return slot;
  const encoder = new TextEncoder();
  let cleanup = () => slot.release();

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const opened = Date.now();
      let lastMessage = opened;
      const ticking: { timer?: ReturnType<typeof setInterval> } = {};
      let unsubscribe = () => {};
      const send = (chunk: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup();
        }
      };
      const restart = () => {
        send("retry: 1000\n\n");
        cleanup();
      };
      restarting.add(restart);
      cleanup = () => {
        if (!open) return;
        open = false;
        restarting.delete(restart);
        clearInterval(ticking.timer);
        unsubscribe();
        slot.release();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      if (signal.aborted) return cleanup();
      signal.addEventListener("abort", cleanup);
      const stop = await chatHub.subscribe((m) => {
        lastMessage = Date.now();
        send(`id: ${m.id}\ndata: ${JSON.stringify(m)}\n\n`);
      });
      if (!open) return stop();
      unsubscribe = stop;
      // Sent once the hub listens. Comments keep proxies from closing an idle stream; retry tells
      // EventSource how soon to reconnect.
      send("retry: 3000\n: connected\n\n");
      const tick = Math.min(limits.keepAliveMs, limits.idleMs, limits.maxMs);
      ticking.timer = setInterval(() => {
        const now = Date.now();
        if (now - lastMessage >= limits.idleMs || now - opened >= limits.maxMs) {
          send("event: idle\ndata: {}\n\n");
          cleanup();
        } else send(": keep-alive\n\n");
      }, tick);
    },
    cancel() {
      cleanup();
    },
  });
  return { ok: true, stream };
}
