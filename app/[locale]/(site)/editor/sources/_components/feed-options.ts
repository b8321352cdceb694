import "server-only";
import { getTranslations } from "next-intl/server";
import { feedFormOptions } from "@/lib/aggregation/sources";
import { localeNames, routing, type Locale } from "@/lib/i18n/routing";
import { contentTypes } from "@/lib/validation/newsroom";

/** What the feed form's lists offer, in the editor's language. */
export async function feedOptions(locale: Locale) {
  const [types, { sources, categories, channels }] = await Promise.all([
    getTranslations("ContentTypes"),
    feedFormOptions(locale),
  ]);
  return {
    typeNames: Object.fromEntries(contentTypes.map((type) => [type, types(`${type}.title`)])),
    categories,
    sources,
    channels,
    languages: routing.locales.map((l) => ({ value: l, label: localeNames[l] })),
  };
}
