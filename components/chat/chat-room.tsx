"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionError } from "@/components/forum/use-action-error";
import type { ChatItem } from "@/lib/chat/messages";
import type { ActionResult } from "@/lib/forum/result";
import { CHAT_MAX } from "@/lib/validation/chat";

const merge = (list: ChatItem[], item: ChatItem) =>
  list.some((m) => m.id === item.id) ? list : [...list, item].slice(-200);

/** The room: history from the page, new messages by server-sent events, a composer. */
export function ChatRoom({ initial, userId }: { initial: ChatItem[]; userId: string }) {
  const t = useTranslations("ChatPage");
  const v = useTranslations("CommunityValidation");
  const format = useFormatter();
  const onFailure = useActionError();
  const [messages, setMessages] = useState(initial);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const source = new EventSource("/api/chat/stream");
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.onmessage = (event) => setMessages((list) => merge(list, JSON.parse(event.data) as ChatItem));
    return () => source.close();
  }, []);

  // A block body: newer Chromium returns a Promise from scrollIntoView, and an effect must not
  // return anything but a cleanup function.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [messages]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError(v("messageRequired"));
    setSending(true);
    const response = await fetch("/api/chat/messages", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text }),
    }).catch(() => null);
    setSending(false);
    const result = (await response?.json().catch(() => null)) as ActionResult<{ message: ChatItem }> | null;
    if (!result) return onFailure({ ok: false, error: "chatFailed" });
    if (!result.ok)
      return result.fieldErrors?.text ? setError(v(result.fieldErrors.text as "messageTooLong")) : onFailure(result);
    setText("");
    setError(null);
    setMessages((list) => merge(list, result.message));
  }

  return (
    <div className="mt-4 flex min-h-0 flex-1 flex-col gap-3">
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {connected ? t("live") : t("connecting")}
      </p>
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
      <form onSubmit={send} noValidate className="flex gap-2">
        <label htmlFor="chat-text" className="sr-only">
          {t("label")}
        </label>
        <input
          id="chat-text"
          value={text}
          maxLength={CHAT_MAX}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby="chat-error"
          autoComplete="off"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t("send")}
        </button>
      </form>
      <p id="chat-error" role={error ? "alert" : undefined} className="text-sm text-red-700 dark:text-red-400">
        {error}
      </p>
    </div>
  );
}
