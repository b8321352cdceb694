import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { updateInboxItem } from "@/lib/actions/inbox";

type Props = {
  kind: "contribution" | "support";
  id: string;
  status: "NEW" | "HANDLED";
  title: string;
  when: string;
  meta: string;
  body: string;
  children?: ReactNode;
  /** Moderators mark it handled or open again; editors only read. */
  canHandle: boolean;
};

/** One submission with its toggle; a plain form, so it works before (or without) JavaScript. */
export async function InboxItem({ kind, id, status, title, when, meta, body, children, canHandle }: Props) {
  const t = await getTranslations("ModerationInbox");
  return (
    <li className="panel">
      <article aria-label={title} className="space-y-2">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{when}</p>
        <p className="text-sm">{meta}</p>
        <p className="whitespace-pre-line">{body}</p>
        {children}
        {canHandle && (
          <form action={updateInboxItem}>
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="status" value={status === "NEW" ? "HANDLED" : "NEW"} />
            <button
              type="submit"
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              {status === "NEW" ? t("markHandled") : t("reopen")}
            </button>
          </form>
        )}
      </article>
    </li>
  );
}
