import "server-only";
import { createFormatter } from "next-intl";
import { getLocale, getTimeZone } from "next-intl/server";
import { regions, type Locale } from "./routing";

/**
 * The page's date and number formatter, in the edition's region (es-MX, not Spain's bare es: a
 * decimal point and a 12-hour clock). The routing locale stays `es`, and next-intl's `formats`
 * cannot change the formatting locale (nor can `getFormatter({ locale })`, which would look the
 * region up as a routing locale and fall back to English), so every server formatter comes from here.
 */
export async function getRegionFormatter() {
  const [locale, timeZone] = await Promise.all([getLocale(), getTimeZone()]);
  // next-intl types `locale` as a routing locale; Intl takes any BCP 47 tag, which is the point.
  return createFormatter({ locale: regions[locale as Locale] as Locale, timeZone });
}
