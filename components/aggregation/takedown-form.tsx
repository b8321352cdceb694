"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useActionForm } from "@/components/ui/use-action-form";
import { takeDownAction } from "@/lib/actions/aggregation";
import { useRouter } from "@/lib/i18n/navigation";
import { MAX_TAKEDOWN_REASON, MAX_TAKEDOWN_REQUESTER, takedownSchema } from "@/lib/validation/aggregation";

/**
 * "Take down" on an inbox entry or an aggregated item: a button that opens the request's form (the
 * publisher's reason, required; who asked, optional). Confirming deletes the items made of the link
 * and blocks it for every feed; the server checks the editor and the fields again.
 */
export function TakedownForm({
  target,
  title,
  after,
}: {
  target: { entryId: string } | { articleId: string };
  title: string;
  /** Where to go once done (an item's own screen no longer exists); by default the page refreshes. */
  after?: "/editor";
}) {
  const t = useTranslations("Takedown");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { formProps, field, pending } = useActionForm({
    schema: takedownSchema,
    action: takeDownAction,
    defaultValues: { ...target, reason: "", requester: "" },
    success: { title: t("done") },
    onSuccess: () => {
      setOpen(false);
      if (after) router.push(after);
      else router.refresh();
    },
  });
  if (!open)
    return (
      <Button type="button" small variant="danger" onClick={() => setOpen(true)} aria-label={`${t("open")}: ${title}`}>
        {t("open")}
      </Button>
    );
  return (
    <form
      {...formProps}
      aria-label={`${t("open")}: ${title}`}
      className="mt-2 w-full max-w-xl space-y-3 rounded-md border border-red-700 p-3 dark:border-red-400"
      data-testid="takedown-form"
    >
      <p className="text-sm">{t("explain")}</p>
      <Field
        type="textarea"
        rows={3}
        label={t("reason")}
        required
        maxLength={MAX_TAKEDOWN_REASON}
        {...field("reason")}
      />
      <Field
        type="text"
        label={t("requester")}
        hint={t("requesterHint")}
        maxLength={MAX_TAKEDOWN_REQUESTER}
        {...field("requester")}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" small pending={pending}>
          {t("confirm")}
        </Button>
        <Button type="button" small variant="secondary" onClick={() => setOpen(false)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
