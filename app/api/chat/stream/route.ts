// GET /api/chat/stream: server-sent events with each new chat message, for signed-in members.
import { route } from "@/lib/api/route";
import { chatHub } from "@/lib/chat/listener";

export const dynamic = "force-dynamic";

const KEEP_ALIVE_MS = 25_000;

// Only the signed-in check of the wrapper applies: the answer is a stream, not JSON.
export const GET = route({ access: "member" }, async ({ request }) => {
  const encoder = new TextEncoder();
  let cleanup = () => {};

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (chunk: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup();
        }
      };
      // Comments keep proxies from closing an idle stream; retry tells EventSource how soon to reconnect.
      send("retry: 3000\n: connected\n\n");
      const unsubscribe = await chatHub.subscribe((m) => send(`id: ${m.id}\ndata: ${JSON.stringify(m)}\n\n`));
      const timer = setInterval(() => send(": keep-alive\n\n"), KEEP_ALIVE_MS);
      cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(timer);
        unsubscribe();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      if (request.signal.aborted) cleanup();
      request.signal.addEventListener("abort", cleanup);
    },
    cancel() {
      cleanup();
    },
  });

  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
});
