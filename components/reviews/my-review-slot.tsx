"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useUser } from "@/lib/client/user-store";
import { Link } from "@/lib/i18n/navigation";
import { ReviewFormPlaceholder, reviewFormRoom } from "./review-form-placeholder";

// The form (react-hook-form, zod and the schema the server action uses) is loaded only for a
// signed-in member, once its place comes near the screen: visitors and readers who never scroll
// down to the reviews do not download it (docs/decisions.md, "Client JavaScript budget").
const loadForm = () => import("./my-review");
const MyReview = lazy(() => loadForm().then((m) => ({ default: m.MyReview })));

/** Where a product page offers "write a review": a sign-in link for visitors, the form for members. */
export function MyReviewSlot({ productId, callbackUrl }: { productId: string; callbackUrl: string }) {
  const t = useTranslations("Reviews");
  const { status } = useUser();
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = placeholder.current;
    if (status !== "signedIn" || near || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: "600px 0px",
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [status, near]);

  if (status === "loading") return null;
  if (status === "signedOut") {
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
    <div className={reviewFormRoom}>
      {near ? (
        <Suspense fallback={<ReviewFormPlaceholder />}>
          <MyReview productId={productId} callbackUrl={callbackUrl} />
        </Suspense>
      ) : (
        <ReviewFormPlaceholder ref={placeholder} />
      )}
    </div>
  );
}
