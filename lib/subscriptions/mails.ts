import "server-only";
import { createTranslator } from "next-intl";
import { siteUrl } from "@/lib/accounts/mails";
import type { Locale } from "@/lib/i18n/routing";
import { escapeXml } from "@/lib/seo/xml";
import { messages } from "@/messages";
import { signSubscriptionToken } from "./tokens";

// The subscription mails: plain text and a simple HTML part with the same content, in the
// subscriber's language. No images and no tracking: the HTML is headings, paragraphs and links.

const translator = (locale: Locale) =>
  createTranslator({ locale, messages: messages[locale], namespace: "SubscriptionMail" });

/** The signed-out page that manages `email`'s subscriptions. */
export const manageUrl = (locale: Locale, email: string) =>
  siteUrl(locale, `/subscriptions/manage?token=${encodeURIComponent(signSubscriptionToken("manage", email))}`);

/** The confirmation mail: what will be confirmed, and the link to the page with the button. */
export function confirmationMail(locale: Locale, token: string, topics: string[]) {
  const t = translator(locale);
  const link = siteUrl(locale, `/subscriptions/confirm?token=${encodeURIComponent(token)}`);
  const text = [
    t("confirm.intro"),
    "",
    ...topics.map((name) => `- ${name}`),
    "",
    link,
    "",
    t("confirm.expiry"),
    "",
    t("confirm.ignore"),
    "",
    t("signature"),
  ].join("\n");
  const html = [
    `<p>${escapeXml(t("confirm.intro"))}</p>`,
    `<ul>${topics.map((name) => `<li>${escapeXml(name)}</li>`).join("")}</ul>`,
    `<p><a href="${escapeXml(link)}">${escapeXml(t("confirm.action"))}</a></p>`,
    `<p>${escapeXml(t("confirm.expiry"))}</p>`,
    `<p>${escapeXml(t("confirm.ignore"))}</p>`,
    `<p>${escapeXml(t("signature"))}</p>`,
  ].join("\n");
  return { subject: t("confirm.subject"), text, html };
}
