"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { useActionError } from "@/components/forum/use-action-error";
import { toast } from "@/components/ui/toast";
import { decideReportAction } from "@/lib/actions/moderation";
import { useRouter } from "@/lib/i18n/navigation";

const decisions = ["hide", "delete", "dismiss"] as const;

/** Hide, delete or dismiss: applies to every open report on the same content. */
export function DecisionButtons({ reportId, label }: { reportId: string; label: string }) {
  const t = useTranslations("ModerationQueue");
  const router = useRouter();
  const onFailure = useActionError();
  const [pending, startTransition] = useTransition();

  const decide = (decision: (typeof decisions)[number]) =>
    startTransition(async () => {
      const result = await decideReportAction({ reportId, decision });
      if (!result.ok) return onFailure(result, "moderationFailed");
      toast.success(t(`${decision}Done`));
      router.refresh();
    });

  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {decisions.map((d) => (
        <button
          key={d}
          type="button"
          disabled={pending}
          onClick={() => decide(d)}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60 ${d === "delete" ? "bg-red-700 text-white hover:bg-red-800" : d === "hide" ? "bg-amber-700 text-white hover:bg-amber-800" : "border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"}`}
        >
          {t(d)}
        </button>
      ))}
    </div>
  );
}
