import type { Locale } from "@/lib/i18n/routing";
import type { Messages } from "./messages";

// Typed locales and message keys for next-intl (English is the source of truth).
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
