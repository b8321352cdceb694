import type { Locale } from "@/lib/i18n/routing";
import type messages from "./messages/en.json";

// Typed locales and message keys for next-intl (en.json is the source of truth).
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
