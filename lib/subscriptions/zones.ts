import { serverEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";

// Each edition's main time zone: digests go out at 07:00 there, and mail dates are written in it.
// DIGEST_TIME_ZONES overrides any of them ("en=America/Chicago,pt=America/Manaus").
const defaults: Record<Locale, string> = {
  en: "America/New_York",
  es: "America/Mexico_City",
  fr: "Europe/Paris",
  pt: "America/Sao_Paulo",
};

export function editionTimeZones(setting = serverEnv().DIGEST_TIME_ZONES ?? ""): Record<Locale, string> {
  const zones = { ...defaults };
  for (const pair of setting.split(",")) {
    const [locale, zone] = pair.split("=").map((s) => s.trim());
    if (locale && zone && locale in zones) {
      // An unknown zone is refused here rather than when the first digest is due.
      new Intl.DateTimeFormat("en", { timeZone: zone });
      zones[locale as Locale] = zone;
    }
  }
  return zones;
}
