"use client";

import { useRegionFormatter } from "@/components/ui/use-region-formatter";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { TakedownForm } from "@/components/aggregation/takedown-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { decideEntriesAction } from "@/lib/actions/aggregation";
import { Link, useRouter } from "@/lib/i18n/navigation";

export type InboxRow = {
  id: string;
  title: string;
  summary: string;
  link: string;
  source: string;
  feed: string;
  language: string | null;
  languageName: string | null;
  published: string | null;
  firstSeen: string;
  topics: string[];
  relevance: string;
  alsoReportedBy: string[];
  articleId: string | null;
};

type Decision = "accept" | "publish" | "reject" | "duplicate" | "restore";

const keys: Record<string, Decision> = { a: "accept", p: "publish", r: "reject", d: "duplicate" };

/**
 * The inbox's entries with their decisions, one at a time or in bulk, and the feed readers'
 * keyboard: j/k move between entries, x selects, a/p/r/d decide on the selection (or the entry in
 * focus). Keys typed in a field are the field's.
 */
export function InboxList({ rows, decisions }: { rows: InboxRow[]; decisions: Decision[] }) {
  const t = useTranslations("Inbox");
  const router = useRouter();
  const format = useRegionFormatter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [current, setCurrent] = useState(0);
  const items = useRef<Array<HTMLLIElement | null>>([]);
  const { run, pending } = useAction(decideEntriesAction);

  const decide = (decision: Decision, ids: string[]) => {
    if (!ids.length || !decisions.includes(decision)) return;
    run({ ids, decision }, (result) => {
      if (result.done) toast.success(t("done", { count: result.done, n: format.number(result.done) }));
      for (const error of new Set(result.refused))
        toast.error(t(`refused.${error as "languageUnknown" | "noCategory" | "decided" | "notFound"}`));
      setSelected(new Set());
      router.refresh();
    });
  };

  const toggle = (id: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target.closest("input, textarea, select, [contenteditable]")
      )
        return;
      if (event.key === "j" || event.key === "k") {
        event.preventDefault();
        const next = Math.min(rows.length - 1, Math.max(0, current + (event.key === "j" ? 1 : -1)));
        setCurrent(next);
        items.current[next]?.focus();
      } else if (event.key === "x" && rows[current]) {
        toggle(rows[current].id);
      } else if (keys[event.key] && !pending) {
        const ids = selected.size ? [...selected] : rows[current] ? [rows[current].id] : [];
        decide(keys[event.key]!, ids);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  if (rows.length === 0) return <p>{t("empty")}</p>;
  const all = rows.every((r) => selected.has(r.id));

  return (
    <div className="space-y-4">
      <div
        className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white py-3 dark:border-slate-800 dark:bg-slate-950"
        role="toolbar"
        aria-label={t("selected", { count: selected.size, n: format.number(selected.size) })}
      >
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={all}
            onChange={() => setSelected(all ? new Set() : new Set(rows.map((r) => r.id)))}
          />
          {t("selectAll")}
        </label>
        <span className="text-sm" aria-live="polite">
          {t("selected", { count: selected.size, n: format.number(selected.size) })}
        </span>
        {decisions.map((decision) => (
          <Button
            key={decision}
            type="button"
            small
            variant={
              decision === "reject"
                ? "danger"
                : decision === "publish" || decision === "accept"
                  ? "primary"
                  : "secondary"
            }
            disabled={selected.size === 0}
            pending={pending}
            onClick={() => decide(decision, [...selected])}
          >
            {t(decision)}
          </Button>
        ))}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("shortcuts")}</p>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="inbox-entries">
        {rows.map((row, index) => (
          <li
            key={row.id}
            ref={(el) => {
              items.current[index] = el;
            }}
            tabIndex={-1}
            onFocus={() => setCurrent(index)}
            data-testid="inbox-entry"
            className={`flex gap-3 py-4 outline-offset-4 ${index === current ? "bg-slate-50 dark:bg-slate-900" : ""}`}
          >
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0"
              checked={selected.has(row.id)}
              onChange={() => toggle(row.id)}
              aria-label={t("select", { title: row.title })}
            />
            <div className="min-w-0 space-y-1">
              <h2 className="font-semibold" lang={row.language ?? undefined}>
                {row.title}
              </h2>
              {row.summary && (
                <p className="text-sm text-slate-700 dark:text-slate-300" lang={row.language ?? undefined}>
                  {row.summary}
                </p>
              )}
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {row.feed} · {row.languageName ?? t("unknownLanguage")} ·{" "}
                {row.published ? t("published", { date: row.published }) : t("firstSeen", { date: row.firstSeen })}
                {row.topics.length > 0 && ` · ${row.topics.join(", ")}`} · {t("relevance", { score: row.relevance })}
              </p>
              {row.alsoReportedBy.length > 0 && (
                <p className="text-sm">{t("alsoReportedBy", { sources: row.alsoReportedBy.join(", ") })}</p>
              )}
              <p className="flex flex-wrap gap-x-4 text-sm">
                <a
                  href={row.link}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="text-brand-700 dark:text-brand-300"
                >
                  {t("readOriginal", { source: row.source })}
                </a>
                {row.articleId && (
                  <Link href={`/editor/${row.articleId}`} className="text-brand-700 dark:text-brand-300">
                    {t("openItem")}
                  </Link>
                )}
              </p>
              <div className="flex flex-wrap gap-2 pt-1">
                {decisions.map((decision) => (
                  <Button
                    key={decision}
                    type="button"
                    small
                    variant="secondary"
                    pending={pending}
                    onClick={() => decide(decision, [row.id])}
                    aria-label={`${t(decision)}: ${row.title}`}
                  >
                    {t(decision)}
                  </Button>
                ))}
                <TakedownForm target={{ entryId: row.id }} title={row.title} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
