import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { formNamespaces, pickMessages } from "@/components/i18n/pick-messages";
import { getRegionFormatter } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { getMyReview, listReviews, REVIEWS_PAGE_SIZE } from "@/lib/reviews/reviews";
import { ReviewsIsland } from "./reviews-island";
import { Stars } from "./stars";

/**
 * Reviews on a product page: average, count and the first page are the same for everyone; on the
 * member's variant of the page (`memberId` set) the member's own review is read here too, so the
 * form says "add" or "edit" from the first paint (MyReviewSlot loads the form's code only for
 * members, when it comes near the screen).
 */
export async function ProductReviews({
  productId,
  callbackUrl,
  memberId,
}: {
  productId: string;
  callbackUrl: string;
  memberId: string | null;
}) {
  const t = await getTranslations("Reviews");
  const format = await getRegionFormatter();
  const [initial, review, locale, timeZone, messages] = await Promise.all([
    listReviews(productId, 1),
    memberId ? getMyReview(productId, memberId) : null,
    getLocale(),
    getTimeZone(),
    pickMessages(["Reviews", "Reports", "Pagination", ...formNamespaces]),
  ]);
  const mine = memberId
    ? {
        review: review && {
          rating: review.rating,
          text: review.text,
          hiddenAt: review.hiddenAt?.toISOString() ?? null,
        },
      }
    : null;
  const average = initial.average ?? 0;
  return (
    <section aria-labelledby="reviews" className="mt-10 space-y-4">
      <h2 id="reviews" className="text-2xl font-semibold">
        {t("title")}
      </h2>
      {initial.total > 0 && (
        <p className="flex items-center gap-3">
          <Stars
            rating={average}
            label={t("average", { rating: format.number(average, { maximumFractionDigits: 1 }) })}
          />
          <span>
            {t("summary", {
              rating: format.number(average, { maximumFractionDigits: 1 }),
              count: initial.total,
              n: format.number(initial.total),
            })}
          </span>
        </p>
      )}
      <ReviewsIsland
        locale={locale as Locale}
        timeZone={timeZone}
        messages={messages}
        browser={{
          productId,
          initial,
          pageSize: REVIEWS_PAGE_SIZE,
          reporter: memberId ? { ownReviewId: review?.id ?? null } : null,
        }}
        slot={{ productId, callbackUrl, mine }}
      />
    </section>
  );
}
