import "server-only";
import { getFormatter, getLocale } from "next-intl/server";
import { regions, type Locale } from "./routing";

/**
 * The page's date and number formatter, in the edition's region (es-MX, not Spain's bare es: a
 * decimal point and a 12-hour clock). The routing locale stays `es`, and next-intl's `formats`
 * cannot change the formatting locale, so every server formatter comes from here.
 */
export async function getRegionFormatter() {
  const locale = (await getLocale()) as Locale;
  // next-intl types `locale` as a routing locale; Intl takes any BCP 47 tag, which is the point.
  return getFormatter({ locale: regions[locale] as Locale });
}
