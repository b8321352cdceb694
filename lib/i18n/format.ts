import "server-only";
import { createFormatter } from "next-intl";
import { getLocale, getTimeZone } from "next-intl/server";
import { regions, type Locale } from "./routing";

type Formatter = ReturnType<typeof createFormatter>;

// One formatter per language and time zone for the life of the process: it keeps the Intl formats it
// builds, and building an Intl.DateTimeFormat costs more than formatting with it (a list of 18 cards
// built 18 of them per render before). It holds no request data.
const formatters = new Map<string, Formatter>();

/**
 * The page's date and number formatter, in the edition's region (es-MX, not Spain's bare es: a
 * decimal point and a 12-hour clock). The routing locale stays `es`, and next-intl's `formats`
 * cannot change the formatting locale (nor can `getFormatter({ locale })`, which would look the
 * region up as a routing locale and fall back to English), so every server formatter comes from here.
 */
export async function getRegionFormatter(): Promise<Formatter> {
  const [locale, timeZone] = await Promise.all([getLocale(), getTimeZone()]);
  const key = `${locale} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    // next-intl types `locale` as a routing locale; Intl takes any BCP 47 tag, which is the point.
    format = createFormatter({ locale: regions[locale as Locale] as Locale, timeZone });
    formatters.set(key, format);
  }
  return format;
}
