"use client";

import { useRegionFormatter } from "@/components/ui/use-region-formatter";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/forum/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { deleteFeedAction, fetchFeedNowAction, pauseFeedAction } from "@/lib/actions/aggregation";
import { useRouter } from "@/lib/i18n/navigation";

/** Pause or resume one feed (id), or every feed (no id). */
export function PauseButton({ id, paused, label }: { id?: string; paused: boolean; label: string }) {
  const t = useTranslations("Sources");
  const format = useRegionFormatter();
  const router = useRouter();
  const { run, pending } = useAction(pauseFeedAction);
  return (
    <Button
      type="button"
      variant="secondary"
      small
      pending={pending}
      onClick={() =>
        run({ id, paused }, (result) => {
          toast.success(t(paused ? "paused" : "resumed", { count: result.count, n: format.number(result.count) }));
          router.refresh();
        })
      }
    >
      {label}
    </Button>
  );
}

export function DeleteFeedButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations("Sources");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAction(deleteFeedAction);
  return (
    <>
      <Button type="button" variant="danger" small onClick={() => setOpen(true)}>
        {t("delete")}
      </Button>
      <ConfirmDialog
        open={open}
        danger
        busy={pending}
        title={t("deleteConfirm", { name })}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          run({ id }, () => {
            setOpen(false);
            toast.success(t("deleted"));
            router.push("/editor/sources");
          })
        }
      />
    </>
  );
}

/** "Fetch now" for an active feed: queued at once, the result shows on the page's next load. */
export function FetchNowButton({ id }: { id: string }) {
  const t = useTranslations("Sources");
  const { run, pending } = useAction(fetchFeedNowAction);
  return (
    <Button
      type="button"
      variant="secondary"
      small
      pending={pending}
      onClick={() => run({ id }, () => toast.success(t("fetchQueued")))}
    >
      {t("fetchNow")}
    </Button>
  );
}
