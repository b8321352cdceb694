// GET /api/chat/stream: server-sent events with each new chat message, for signed-in members.
// Capped per member, per address and in all, with an idle time-out (lib/chat/streams.ts).
import { route } from "@/lib/api/route";
import { openChatStream } from "@/lib/chat/streams";
import { clientAddress } from "@/lib/request";

export const dynamic = "force-dynamic";

// Only the signed-in check of the wrapper applies: the answer is a stream, not JSON.
export const GET = route({ access: "member" }, async ({ request, user, json }) => {
  const opened = openChatStream({ member: user.id, address: await clientAddress(), signal: request.signal });
  // EventSource does not retry after a 429; the room shows its translated "too many streams" notice.
  if (!opened.ok) {
    const response = json({ error: "Too many open chat streams", refused: opened.refused }, 429);
    response.headers.set("Retry-After", "60");
    return response;
  }
  return new Response(opened.stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
});
