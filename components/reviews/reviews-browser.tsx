"use client";

import { useTranslations } from "next-intl";
import { useRegionFormatter } from "@/components/ui/use-region-formatter";
import { useState, useTransition } from "react";
import { ReportButton } from "@/components/moderation/report-button";
import type { ReviewPage } from "@/lib/reviews/reviews";
import { Stars } from "./stars";

type Props = {
  productId: string;
  initial: ReviewPage;
  pageSize: number;
  /** Signed-in members may report a review, not their own (null on the visitors' page). */
  reporter: { ownReviewId: string | null } | null;
};

/**
 * The product's reviews, rendered on the server with the cached page; further pages are fetched
 * from /api/reviews so the product page itself stays the same for everyone.
 */
export function ReviewsBrowser({ productId, initial, pageSize, reporter }: Props) {
  const t = useTranslations("Reviews");
  const paging = useTranslations("Pagination");
  const format = useRegionFormatter();
  const [data, setData] = useState(initial);
  const [pending, startTransition] = useTransition();
  const pages = Math.max(1, Math.ceil(data.total / pageSize));
  const start = data.total === 0 ? 0 : (data.page - 1) * pageSize + 1;
  const end = Math.min(data.total, data.page * pageSize);

  const go = (page: number) =>
    startTransition(async () => {
      const response = await fetch(`/api/reviews?${new URLSearchParams({ productId, page: String(page) })}`);
      if (response.ok) setData(await response.json());
    });

  if (data.total === 0) return <p role="status">{t("empty")}</p>;
  const button =
    "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800";
  return (
    <div aria-busy={pending}>
      <ol className="space-y-4">
        {data.reviews.map((r) => (
          <li key={r.id} className="panel">
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600 dark:text-slate-400">
              <Stars rating={r.rating} label={t("ratingLabel", { rating: r.rating })} />
              <span className="font-semibold text-slate-800 dark:text-slate-200">
                {/* A review's author is always a member (reviews go with the account); one without a
                    username yet, which reviewing does not need (SPEC: only posting does), is "a member". */}
                {r.username ?? t("aMember")}
              </span>
              <time dateTime={r.createdAt}>{format.dateTime(new Date(r.createdAt), { dateStyle: "medium" })}</time>
              {r.editedAt && <span>{t("edited")}</span>}
            </p>
            <p className="mt-2 whitespace-pre-line">{r.text}</p>
            {reporter && r.id !== reporter.ownReviewId && (
              <div className="mt-2">
                <ReportButton targetType="REVIEW" targetId={r.id} />
              </div>
            )}
          </li>
        ))}
      </ol>
      <nav aria-label={paging("label")} className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {paging("range", { start: format.number(start), end: format.number(end), total: format.number(data.total) })}
        </p>
        {pages > 1 && (
          <div className="flex gap-2">
            <button
              type="button"
              className={button}
              disabled={data.page <= 1 || pending}
              onClick={() => go(data.page - 1)}
            >
              {paging("previous")}
            </button>
            <button
              type="button"
              className={button}
              disabled={data.page >= pages || pending}
              onClick={() => go(data.page + 1)}
            >
              {paging("next")}
            </button>
          </div>
        )}
      </nav>
    </div>
  );
}
