"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Mine } from "./my-review";
import { Link } from "@/lib/i18n/navigation";
import { ReviewFormPlaceholder, reviewFormRoom } from "./review-form-placeholder";

// The form (react-hook-form, zod and the schema the server action uses) is loaded only for a
// signed-in member, once its place comes near the screen: visitors and readers who never scroll
// down to the reviews do not download it (docs/adr/0030-client-javascript-budget.md).
const loadForm = () => import("./my-review");
const MyReview = lazy(() => loadForm().then((m) => ({ default: m.MyReview })));

/**
 * Where a product page offers "write a review": a sign-in link on the visitors' page (`mine` null),
 * the form on the member's, with their review (`mine.review`) read on the server.
 */
export function MyReviewSlot({
  productId,
  callbackUrl,
  mine,
}: {
  productId: string;
  callbackUrl: string;
  mine: Mine | null;
}) {
  const t = useTranslations("Reviews");
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = placeholder.current;
    if (!mine || near || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: "600px 0px",
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [mine, near]);

  if (!mine) {
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
  const title = mine.review ? t("editTitle") : t("addTitle");
  return (
    <div className={reviewFormRoom}>
      {near ? (
        <Suspense fallback={<ReviewFormPlaceholder title={title} />}>
          <MyReview productId={productId} initial={mine} />
        </Suspense>
      ) : (
        <ReviewFormPlaceholder ref={placeholder} title={title} />
      )}
    </div>
  );
}
