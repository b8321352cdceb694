"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveReviewAction } from "@/lib/actions/reviews";
import { useRouter } from "@/lib/i18n/navigation";
import { reviewSchema } from "@/lib/validation/review";

/** The member's own review of a product, as the server read it (components/reviews/product-reviews.tsx). */
export type Mine = { review: { rating: number; text: string; hiddenAt: string | null } | null };

/**
 * The member's part of a product page: add a review, or edit the one they wrote (`initial`, read
 * on the server with the page). Loaded on demand by MyReviewSlot; validates with the same zod
 * schema as saveReviewAction.
 */
export function MyReview({ productId, initial }: { productId: string; initial: Mine }) {
  const t = useTranslations("Reviews");
  const router = useRouter();
  const [mine, setMine] = useState<Mine>(initial);
  const { formProps, field, notice, pending } = useActionForm({
    schema: reviewSchema,
    action: saveReviewAction,
    defaultValues: initial.review
      ? { productId, rating: String(initial.review.rating), text: initial.review.text }
      : { productId, text: "" },
    resetOnSuccess: false,
    onSuccess: (result, values) => {
      toast.success(t(result.outcome === "added" ? "added" : "updated"));
      setMine((now) => ({
        review: { rating: Number(values.rating), text: values.text, hiddenAt: now.review?.hiddenAt ?? null },
      }));
      router.refresh();
    },
  });
  return (
    <form {...formProps} className="panel space-y-3">
      <h3 className="text-lg font-semibold">{mine.review ? t("editTitle") : t("addTitle")}</h3>
      {mine.review?.hiddenAt && (
        <p role="note" className="text-sm font-semibold text-amber-800 dark:text-amber-300">
          {t("hiddenNotice")}
        </p>
      )}
      <Field
        type="radio"
        label={t("rating")}
        options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t("stars", { count: n, n: String(n) }) }))}
        {...field("rating")}
      />
      <Field type="textarea" label={t("text")} rows={4} {...field("text")} />
      <FormNotice notice={notice} />
      <Button pending={pending}>{mine.review ? t("update") : t("submit")}</Button>
    </form>
  );
}
