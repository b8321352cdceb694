"use client";

import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forum/confirm-dialog";
import { FieldError, inputClass, labelClass } from "@/components/forum/field";
import { useActionError } from "@/components/forum/use-action-error";
import { reportAction } from "@/lib/actions/reports";
import { reportSchema, type ReportTargetType } from "@/lib/validation/report";

/** "Report" on a post, comment or review: asks for a reason in a modal, then files the report. */
export function ReportButton({ targetType, targetId }: { targetType: ReportTargetType; targetId: string }) {
  const t = useTranslations("Reports");
  const onFailure = useActionError();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  function submit() {
    const parsed = reportSchema.safeParse({ targetType, targetId, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    startTransition(async () => {
      const result = await reportAction(parsed.data);
      if (!result.ok) {
        if (result.error !== "invalid") setOpen(false);
        return result.fieldErrors?.reason ? setError(result.fieldErrors.reason) : onFailure(result, "reportFailed");
      }
      setOpen(false);
      setReason("");
      toast.success(t("sent"), { description: t("sentText") });
    });
  }

  return (
    <>
      <button type="button" onClick={() => { setError(undefined); setOpen(true); }} className="text-sm font-medium text-slate-600 underline hover:no-underline dark:text-slate-400">
        {t(`report${targetType}`)}
      </button>
      <ConfirmDialog open={open} title={t(`title${targetType}`)} confirmLabel={t("send")} cancelLabel={t("cancel")} busy={pending} onConfirm={submit} onCancel={() => setOpen(false)}>
        <label htmlFor={`${id}-reason`} className={labelClass}>{t("reason")}</label>
        <textarea id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} rows={4} aria-invalid={Boolean(error)} aria-describedby={`${id}-error`} className={inputClass} />
        <FieldError id={`${id}-error`} message={error} />
      </ConfirmDialog>
    </>
  );
}
