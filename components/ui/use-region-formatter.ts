"use client";

import { createFormatter, useLocale, useTimeZone } from "next-intl";
import { useMemo } from "react";
import { regions } from "@/lib/i18n/routing";

/** The browser side of lib/i18n/format.ts: dates and numbers in the edition's region. */
export function useRegionFormatter() {
  const locale = useLocale();
  const timeZone = useTimeZone();
  // next-intl types `locale` as a routing locale; Intl takes any BCP 47 tag, which is the point.
  return useMemo(() => createFormatter({ locale: regions[locale] as typeof locale, timeZone }), [locale, timeZone]);
}
