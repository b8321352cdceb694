import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { messages } from "@/messages";
import { routing } from "./routing";

// The server's time zone, as next-intl would otherwise work it out again for every request (one
// Intl.DateTimeFormat each time).
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: messages[locale], timeZone };
});
