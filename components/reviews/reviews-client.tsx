"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ComponentProps } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { MyReviewSlot } from "./my-review-slot";
import { ReviewsBrowser } from "./reviews-browser";

type Props = {
  locale: Locale;
  timeZone: string;
  messages: AbstractIntlMessages;
  browser: ComponentProps<typeof ReviewsBrowser>;
  slot: ComponentProps<typeof MyReviewSlot>;
};

/** A product's reviews and the member's own, with the messages they format (components/reviews/reviews-island.tsx). */
export function ReviewsClient({ locale, timeZone, messages, browser, slot }: Props) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <ReviewsBrowser {...browser} />
      <MyReviewSlot {...slot} />
    </NextIntlClientProvider>
  );
}
