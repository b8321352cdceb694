"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionResult } from "@/lib/actions/result";
import type { ChatItem } from "@/lib/chat/messages";
import { CHAT_MAX, chatMessageSchema, type ChatMessageInput } from "@/lib/validation/chat";
import { useRegionFormatter } from "@/components/ui/use-region-formatter";

// Through POST /api/chat/messages rather than the server action: a server action would also
// re-render the page, and the room only needs the one message back.
async function postChatMessage(input: ChatMessageInput): Promise<ActionResult<{ message: ChatItem }>> {
  const response = await fetch("/api/chat/messages", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return (await response.json()) as ActionResult<{ message: ChatItem }>;
}

const merge = (list: ChatItem[], item: ChatItem) =>
  list.some((m) => m.id === item.id) ? list : [...list, item].slice(-200);

/** The room: history from the page, new messages by server-sent events, a composer. */
export function ChatRoom({ initial, userId }: { initial: ChatItem[]; userId: string }) {
  const t = useTranslations("ChatPage");
  const format = useRegionFormatter();
  const [messages, setMessages] = useState(initial);
  // live: the stream is open; refused: the server's caps said no (429, EventSource gives up);
  // paused: the server ended an idle stream (lib/chat/streams.ts). `attempt` reopens it.
  const [state, setState] = useState<"connecting" | "live" | "refused" | "paused">("connecting");
  const [attempt, setAttempt] = useState(0);
  const { formProps, field, notice, pending } = useActionForm({
    schema: chatMessageSchema,
    action: postChatMessage,
    defaultValues: { text: "" },
    onSuccess: (result) => setMessages((list) => merge(list, result.message)),
  });
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const source = new EventSource("/api/chat/stream");
    source.onopen = () => setState("live");
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? "refused" : "connecting");
    source.onmessage = (event) => setMessages((list) => merge(list, JSON.parse(event.data) as ChatItem));
    source.addEventListener("idle", () => {
      source.close();
      setState("paused");
    });
    return () => source.close();
  }, [attempt]);

  const reconnect = () => {
    setState("connecting");
    setAttempt((n) => n + 1);
  };

  // A block body: newer Chromium returns a Promise from scrollIntoView, and an effect must not
  // return anything but a cleanup function.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [messages]);

  return (
    <div className="mt-4 flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t(
            state === "live" ? "live" : state === "refused" ? "refused" : state === "paused" ? "paused" : "connecting",
          )}
        </p>
        {(state === "refused" || state === "paused") && (
          <Button type="button" variant="secondary" small onClick={reconnect}>
            {t("reconnect")}
          </Button>
        )}
      </div>
      <div
        role="log"
        aria-label={t("messages")}
        aria-live="polite"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      >
        <ol className="space-y-2">
          {messages.length === 0 && <li>{t("empty")}</li>}
          {messages.map((m) => (
            <li key={m.id} className={m.authorId === userId ? "text-right" : undefined}>
              <span className="text-sm font-semibold">{m.author}</span>{" "}
              <time dateTime={m.createdAt} className="text-xs text-slate-600 dark:text-slate-400">
                {format.dateTime(new Date(m.createdAt), { timeStyle: "short" })}
              </time>
              <p className="whitespace-pre-line break-words">{m.text}</p>
            </li>
          ))}
          <li ref={end} aria-hidden="true" />
        </ol>
      </div>
      <form {...formProps} className="flex items-start gap-2">
        <Field
          type="text"
          label={t("label")}
          labelHidden
          maxLength={CHAT_MAX}
          autoComplete="off"
          className="min-w-0 flex-1"
          {...field("text")}
        />
        <Button pending={pending} className="mt-1">
          {t("send")}
        </Button>
      </form>
      <FormNotice notice={notice} />
    </div>
  );
}
