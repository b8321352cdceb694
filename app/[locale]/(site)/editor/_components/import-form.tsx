"use client";

import { useMessages, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import type { ImportProblem, ImportResult } from "@/lib/newsroom/markdown";
import type { ValidationKey } from "@/lib/validation/messages";

/**
 * "Import from Markdown": an item's files, one per language, become a new item whose
 * languages are drafts; or nothing is written and every problem is listed with its file. The files
 * go to POST /api/editor/import (a route, not an action: actions take at most 128 KB).
 */
export function ImportForm() {
  const t = useTranslations("Editor");
  const v = useTranslations("Validation");
  const messages = useMessages();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [failed, setFailed] = useState(false);

  const describe = (p: ImportProblem) => {
    if (p.code === "fieldValue") {
      const key: ValidationKey = Object.hasOwn(messages.Validation ?? {}, p.key) ? p.key : "invalid";
      return t("importProblem.fieldValue", { field: p.field, problem: v(key) });
    }
    const values = {
      field: "field" in p ? p.field : "",
      fields: "fields" in p ? p.fields.join(", ") : "",
      language: "language" in p ? p.language : "",
      line: "line" in p ? (p.line ?? 1) : 1,
      category: "category" in p ? p.category : "",
    };
    return t(`importProblem.${p.code}`, values);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblems(null);
    setFailed(false);
    setPending(true);
    try {
      const response = await fetch("/api/editor/import", { method: "POST", body: new FormData(event.currentTarget) });
      const answer = (await response.json().catch(() => null)) as ImportResult | null;
      if (answer?.ok) {
        toast.success(t("imported"));
        router.push(`/editor/${answer.id}`);
      } else if (answer && Array.isArray(answer.problems)) setProblems(answer.problems);
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={t("importTitle")}>
      <Field type="file" name="files" label={t("importFiles")} required multiple accept=".md,text/markdown" />
      <Field type="text" name="slug" label={t("importSlug")} hint={t("importSlugHint")} autoComplete="off" />
      <div role="alert" className="text-sm text-red-700 empty:hidden dark:text-red-400">
        {failed && <p className="font-medium">{t("importFailed")}</p>}
        {problems && (
          <>
            <p className="font-medium">{t("importRefused")}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="import-problems">
              {problems.map((p, i) => (
                <li key={i}>
                  {p.file && <span className="font-mono">{p.file}: </span>}
                  {describe(p)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Button pending={pending}>{t("importSubmit")}</Button>
    </form>
  );
}
