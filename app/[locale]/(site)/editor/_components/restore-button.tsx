"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { restoreRevisionAction } from "@/lib/actions/newsroom";

/** "Restore": the revision becomes the language's draft again (readers see it once published). */
export function RestoreButton({ articleId, revisionId }: { articleId: string; revisionId: string }) {
  const t = useTranslations("Editor");
  const { run, pending } = useAction(restoreRevisionAction);
  return (
    <Button
      type="button"
      variant="secondary"
      small
      pending={pending}
      onClick={() =>
        run({ articleId, revisionId }, () => {
          toast.success(t("restored"));
          // A full load: the form starts again from the restored text.
          window.location.reload();
        })
      }
    >
      {t("restore")}
    </Button>
  );
}
