"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { deleteCommentAction } from "@/lib/actions/forum";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { ConfirmDialog } from "./confirm-dialog";

/** Deletes one's own comment after a confirmation that says it cannot be undone. */
export function DeleteCommentButton({ commentId }: { commentId: string }) {
  const t = useTranslations("Comments");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAction(deleteCommentAction);

  const remove = () =>
    run(
      { id: commentId },
      ({ pages }) => {
        toast.success(t("deleted"));
        // The last comment of the last page: that page is gone, so the thread's new last page.
        if ((Number(searchParams.get("page")) || 1) > pages) router.replace(`${pathname}?page=${pages}#comments`);
        else router.refresh();
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
