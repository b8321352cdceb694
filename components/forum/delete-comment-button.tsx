"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { deleteCommentAction } from "@/lib/actions/forum";
import { useRouter } from "@/lib/i18n/navigation";
import { ConfirmDialog } from "./confirm-dialog";

/** Deletes one's own comment after a confirmation that says it cannot be undone. */
export function DeleteCommentButton({ commentId }: { commentId: string }) {
  const t = useTranslations("Comments");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAction(deleteCommentAction);

  const remove = () =>
    run(
      { id: commentId },
      () => {
        toast.success(t("deleted"));
        router.refresh();
      },
      () => setOpen(false),
    );

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
