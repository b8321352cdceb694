"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveReviewAction } from "@/lib/actions/reviews";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { reviewSchema } from "@/lib/validation/review";
import { ReviewFormPlaceholder } from "./review-form-placeholder";

type Mine = { signedIn: boolean; review: { rating: number; text: string; hiddenAt: string | null } | null };

/**
 * The member's part of a cached product page: add a review, or edit the one they wrote. Loaded on
 * demand by MyReviewSlot; validates with the same zod schema as saveReviewAction.
 */
export function MyReview({ productId, callbackUrl }: { productId: string; callbackUrl: string }) {
  const t = useTranslations("Reviews");
  const router = useRouter();
  const [mine, setMine] = useState<Mine | null>(null);
  const { form, formProps, field, notice, pending } = useActionForm({
    schema: reviewSchema,
    action: saveReviewAction,
    defaultValues: { productId, text: "" },
    resetOnSuccess: false,
    onSuccess: (result, values) => {
      toast.success(t(result.outcome === "added" ? "added" : "updated"));
      setMine((now) => ({
        signedIn: true,
        review: { rating: Number(values.rating), text: values.text, hiddenAt: now?.review?.hiddenAt ?? null },
      }));
      router.refresh();
    },
  });
  const { reset } = form;

  useEffect(() => {
    let live = true;
    fetch(`/api/reviews/mine?${new URLSearchParams({ productId })}`, { cache: "no-store" })
      .then((r) => (r.ok ? r.json() : { signedIn: false, review: null }))
      .then((data: Mine) => {
        if (!live) return;
        setMine(data);
        if (data.review) reset({ productId, rating: String(data.review.rating), text: data.review.text });
      })
      .catch(() => live && setMine({ signedIn: false, review: null }));
    return () => {
      live = false;
    };
  }, [productId, reset]);

  if (!mine) return <ReviewFormPlaceholder />;
  if (!mine.signedIn) {
    return (
      <p>
        <Link
          href={{ pathname: "/auth/need-login", query: { callbackUrl } }}
          className="text-brand-700 dark:text-brand-300"
        >
          {t("signInToReview")}
        </Link>
      </p>
    );
  }

  return (
    <form {...formProps} className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
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
