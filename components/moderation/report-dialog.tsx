"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/forum/confirm-dialog";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import { reportAction } from "@/lib/actions/reports";
import { reportSchema, type ReportTargetType } from "@/lib/validation/report";

type Props = { targetType: ReportTargetType; targetId: string; open: boolean; onClose: () => void };

/**
 * The report modal: asks for a reason, checks it with the server's schema, then files the report.
 * Loaded by ReportButton on first use, so zod is not part of the pages that merely show the button.
 */
export function ReportDialog({ targetType, targetId, open, onClose }: Props) {
  const t = useTranslations("Reports");
  const { form, formProps, field, notice, pending, send, validate } = useActionForm({
    schema: reportSchema,
    action: reportAction,
    defaultValues: { targetType, targetId, reason: "" },
    success: { title: t("sent"), description: t("sentText") },
    onSuccess: onClose,
  });

  // A reason refused last time is not shown again when the dialog is next opened.
  const close = () => {
    form.clearErrors();
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t(`title${targetType}`)}
      confirmLabel={t("send")}
      cancelLabel={t("cancel")}
      busy={pending}
      onConfirm={() => void validate(send)()}
      onCancel={close}
    >
      <form {...formProps}>
        <Field type="textarea" label={t("reason")} rows={4} {...field("reason")} />
        <FormNotice notice={notice} />
      </form>
    </ConfirmDialog>
  );
}
