"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { FieldError, inputClass, labelClass } from "@/components/forum/field";
import { useActionError } from "@/components/forum/use-action-error";
import { toast } from "@/components/ui/toast";
import { saveReviewAction } from "@/lib/actions/reviews";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { reviewSchema, type ReviewInput, type ReviewOutput } from "@/lib/validation/review";
import { ReviewFormPlaceholder } from "./review-form-placeholder";

type Mine = { signedIn: boolean; review: { rating: number; text: string; hiddenAt: string | null } | null };

/**
 * The member's part of a cached product page: add a review, or edit the one they wrote. Loaded on
 * demand by MyReviewSlot; validates with the same zod schema as saveReviewAction.
 */
export function MyReview({ productId, callbackUrl }: { productId: string; callbackUrl: string }) {
  const t = useTranslations("Reviews");
  const router = useRouter();
  const onFailure = useActionError();
  const [mine, setMine] = useState<Mine | null>(null);
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { productId, text: "" },
  });

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

  const submit = handleSubmit((values) =>
    startTransition(async () => {
      const result = await saveReviewAction(values);
      if (!result.ok) return onFailure(result, "reviewFailed");
      toast.success(t(result.outcome === "added" ? "added" : "updated"));
      setMine({
        signedIn: true,
        review: { rating: values.rating, text: values.text, hiddenAt: mine.review?.hiddenAt ?? null },
      });
      router.refresh();
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 className="text-lg font-semibold">{mine.review ? t("editTitle") : t("addTitle")}</h3>
      {mine.review?.hiddenAt && (
        <p role="note" className="text-sm font-semibold text-amber-800 dark:text-amber-300">
          {t("hiddenNotice")}
        </p>
      )}
      <fieldset aria-describedby="review-rating-error">
        <legend className={labelClass}>{t("rating")}</legend>
        <div className="mt-1 flex gap-4">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1">
              <input type="radio" value={n} {...register("rating")} />
              {t("stars", { count: n })}
            </label>
          ))}
        </div>
      </fieldset>
      <FieldError id="review-rating-error" message={errors.rating?.message} />
      <label htmlFor="review-text" className={labelClass}>
        {t("text")}
      </label>
      <textarea
        id="review-text"
        rows={4}
        {...register("text")}
        aria-invalid={Boolean(errors.text)}
        aria-describedby="review-text-error"
        className={inputClass}
      />
      <FieldError id="review-text-error" message={errors.text?.message} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {mine.review ? t("update") : t("submit")}
      </button>
    </form>
  );
}
