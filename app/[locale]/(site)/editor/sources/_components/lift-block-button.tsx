"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { liftBlockAction } from "@/lib/actions/aggregation";
import { useRouter } from "@/lib/i18n/navigation";

/** Lifts a takedown's block: the link may come in again from a feed (the removed item stays removed). */
export function LiftBlockButton({ id, link }: { id: string; link: string }) {
  const t = useTranslations("Takedown");
  const router = useRouter();
  const { run, pending } = useAction(liftBlockAction);
  return (
    <Button
      type="button"
      variant="secondary"
      small
      pending={pending}
      aria-label={`${t("lift")}: ${link}`}
      onClick={() =>
        run({ id }, () => {
          toast.success(t("lifted"));
          router.refresh();
        })
      }
    >
      {t("lift")}
    </Button>
  );
}
