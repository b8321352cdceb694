"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { deleteCommentAction } from "@/lib/actions/forum";
import { useRouter } from "@/lib/i18n/navigation";
import { ConfirmDialog } from "./confirm-dialog";
import { useActionError } from "./use-action-error";

/** Deletes one's own comment after a confirmation that says it cannot be undone. */
export function DeleteCommentButton({ commentId }: { commentId: string }) {
  const t = useTranslations("Comments");
  const router = useRouter();
  const onFailure = useActionError();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function remove() {
    startTransition(async () => {
      const result = await deleteCommentAction({ id: commentId });
      setOpen(false);
      if (!result.ok) return onFailure(result, "deleteCommentFailed");
      toast.success(t("deleted"));
      router.refresh();
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-medium text-red-700 underline hover:no-underline dark:text-red-400"
      >
        {t("delete")}
      </button>
      <ConfirmDialog
        open={open}
        danger
        title={t("deleteTitle")}
        confirmLabel={t("deleteConfirm")}
        cancelLabel={t("cancel")}
        busy={pending}
        onConfirm={remove}
        onCancel={() => setOpen(false)}
      >
        <p>{t("deleteText")}</p>
      </ConfirmDialog>
    </>
  );
}
