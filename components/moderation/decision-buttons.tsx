"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { decideReportAction } from "@/lib/actions/moderation";
import { useRouter } from "@/lib/i18n/navigation";

const decisions = ["hide", "delete", "dismiss"] as const;
const variant = { hide: "warning", delete: "danger", dismiss: "secondary" } as const;

/** Hide, delete or dismiss: applies to every open report on the same content. */
export function DecisionButtons({ reportId, label }: { reportId: string; label: string }) {
  const t = useTranslations("ModerationQueue");
  const router = useRouter();
  const { run, pending } = useAction(decideReportAction);

  const decide = (decision: (typeof decisions)[number]) =>
    run({ reportId, decision }, () => {
      toast.success(t(`${decision}Done`));
      router.refresh();
    });

  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {decisions.map((d) => (
        <Button key={d} type="button" small variant={variant[d]} disabled={pending} onClick={() => decide(d)}>
          {t(d)}
        </Button>
      ))}
    </div>
  );
}
