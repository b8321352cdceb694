// POST /api/chat/messages: posts {text} to the community room as the signed-in member (JSON in, the stored message out).
import { NextResponse } from "next/server";
import { sendChatMessageAction } from "@/lib/actions/chat";
import { isSameOrigin } from "@/lib/request";

const status = { signIn: 401, needUsername: 403, invalid: 422, rateLimited: 429 } as Record<string, number>;

export async function POST(request: Request) {
  if (!isSameOrigin(request)) return NextResponse.json({ ok: false, error: "forbidden" }, { status: 403 });
  const body = await request.json().catch(() => null);
  const result = await sendChatMessageAction(body);
  return NextResponse.json(result, { status: result.ok ? 201 : (status[result.error] ?? 500) });
}
