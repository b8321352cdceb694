import "server-only";
import { getTranslations } from "next-intl/server";
import { localeNames, routing, type Locale } from "@/lib/i18n/routing";
import { listItemChoices } from "@/lib/newsroom/items";
import { alertLevels, contentTypes } from "@/lib/validation/newsroom";

/** What the item form's lists offer, in the editor's language. */
export async function itemOptions(locale: Locale) {
  const [types, levels, { categories, sources }] = await Promise.all([
    getTranslations("ContentTypes"),
    getTranslations("AlertLevel"),
    listItemChoices(locale),
  ]);
  const byType: Record<string, { value: string; label: string }[]> = {};
  for (const c of categories) (byType[c.type] ??= []).push({ value: c.slug, label: c.name ?? c.slug });
  return {
    typeNames: Object.fromEntries(contentTypes.map((type) => [type, types(`${type}.title`)])),
    levelNames: Object.fromEntries(alertLevels.map((level) => [level, levels(level)])),
    categories: byType,
    sources: sources.map((s) => ({ value: s.slug, label: s.name })),
    languages: routing.locales.map((l) => ({ value: l, label: localeNames[l] })),
  };
}
