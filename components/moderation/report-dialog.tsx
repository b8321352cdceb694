"use client";

import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/forum/confirm-dialog";
import { FieldError, inputClass, labelClass } from "@/components/forum/field";
import { useActionError } from "@/components/forum/use-action-error";
import { toast } from "@/components/ui/toast";
import { reportAction } from "@/lib/actions/reports";
import { reportSchema, type ReportTargetType } from "@/lib/validation/report";

type Props = { targetType: ReportTargetType; targetId: string; open: boolean; onClose: () => void };

/**
 * The report modal: asks for a reason, checks it with the server's schema, then files the report.
 * Loaded by ReportButton on first use, so zod is not part of the pages that merely show the button.
 */
export function ReportDialog({ targetType, targetId, open, onClose }: Props) {
  const t = useTranslations("Reports");
  const onFailure = useActionError();
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  // A reason refused last time is not shown again when the dialog is next opened.
  const close = () => {
    setError(undefined);
    onClose();
  };

  function submit() {
    const parsed = reportSchema.safeParse({ targetType, targetId, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    startTransition(async () => {
      const result = await reportAction(parsed.data);
      if (!result.ok) {
        if (result.error !== "invalid") close();
        return result.fieldErrors?.reason ? setError(result.fieldErrors.reason) : onFailure(result, "reportFailed");
      }
      close();
      setReason("");
      toast.success(t("sent"), { description: t("sentText") });
    });
  }

  return (
    <ConfirmDialog
      open={open}
      title={t(`title${targetType}`)}
      confirmLabel={t("send")}
      cancelLabel={t("cancel")}
      busy={pending}
      onConfirm={submit}
      onCancel={close}
    >
      <label htmlFor={`${id}-reason`} className={labelClass}>
        {t("reason")}
      </label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={4}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        className={inputClass}
      />
      <FieldError id={`${id}-error`} message={error} />
    </ConfirmDialog>
  );
}
