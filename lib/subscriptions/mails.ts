import "server-only";
import { createFormatter, createTranslator } from "next-intl";
import { pageUrl as siteUrl } from "./urls";
import type { AlertLevel } from "@/lib/generated/prisma/enums";
import { localeNames, regions, type Locale } from "@/lib/i18n/routing";
import { escapeXml } from "@/lib/seo/xml";
import { messages } from "@/messages";
import { signSubscriptionToken } from "./tokens";
import { editionTimeZones } from "./zones";

// The subscription mails: plain text and a simple HTML part with the same content, in the
// subscriber's language. No images and no tracking: the HTML is headings, paragraphs and links.

// A translator or formatter keeps the messages it has compiled and the Intl objects it has made:
// made once per language (and time zone), not per mail, a digest run of thousands of mails spends
// its time writing them rather than compiling the same messages again (npm run bench:digest).
const cache = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

const renderedItems = new WeakMap<MailItem, Map<string, { text: string; html: string }>>();

const translator = (locale: Locale) =>
  once(`mail:${locale}`, () => createTranslator({ locale, messages: messages[locale], namespace: "SubscriptionMail" }));
const levelNames = (locale: Locale) =>
  once(`levels:${locale}`, () => createTranslator({ locale, messages: messages[locale], namespace: "AlertLevel" }));
const formatter = (locale: Locale, timeZone: string) =>
  once(`format:${locale}:${timeZone}`, () => createFormatter({ locale: regions[locale] as Locale, timeZone }));

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

/** An item as mails show it: only what a visitor may see. */
export type MailItem = {
  title: string;
  summary: string;
  textLocale: Locale;
  level: AlertLevel | null;
  membersOnly: boolean;
  isExample: boolean;
  publishedAt: Date;
  url: string;
};

export type ItemsMailKind = "alert" | "daily" | "weekly" | "newsletter";

/**
 * An alert (one item) or a digest (several): each item with its level, title, lead, date and link,
 * in the subscriber's language and region, with the manage link at the bottom. The HTML is
 * headings, paragraphs and links (screen readers read it in order; no images, no tracking).
 */
export function itemsMail(locale: Locale, kind: ItemsMailKind, items: MailItem[], email: string, now = new Date()) {
  const t = translator(locale);
  const levels = levelNames(locale);
  const timeZone = editionTimeZones()[locale];
  const format = formatter(locale, timeZone);
  const date = (d: Date) => format.dateTime(d, { dateStyle: "long" });
  const manage = manageUrl(locale, email);
  const first = items[0]!;
  const subject =
    kind === "alert"
      ? `${first.level ? `${levels(first.level)}: ` : ""}${first.title}`
      : t(`${kind}.subject`, { date: date(now) });
  const intro =
    kind === "alert" ? t("alert.intro") : t(`${kind}.intro`, { count: items.length, n: format.number(items.length) });
  const notes = (item: MailItem) =>
    [
      item.textLocale !== locale ? t("onlyIn", { language: localeNames[item.textLocale] }) : null,
      item.membersOnly ? t("membersOnly") : null,
      item.isExample ? t("example") : null,
    ].filter((x): x is string => Boolean(x));
  // The same item is in thousands of one run's digests: written once per language and time zone.
  const rendered = (item: MailItem) => {
    const byEdition = renderedItems.get(item) ?? new Map<string, { text: string; html: string }>();
    renderedItems.set(item, byEdition);
    let block = byEdition.get(`${locale}:${timeZone}`);
    if (!block) {
      const published = t("published", { date: date(item.publishedAt) });
      const text = [
        `${item.level ? `[${levels(item.level)}] ` : ""}${item.title}`,
        published,
        item.summary,
        ...notes(item),
        item.url,
        "",
      ].join("\n");
      const html = [
        `<h2${item.textLocale !== locale ? ` lang="${item.textLocale}"` : ""}>`,
        item.level ? `<span>${escapeXml(levels(item.level))}:</span> ` : "",
        `<a href="${escapeXml(item.url)}">${escapeXml(item.title)}</a></h2>`,
        `<p>${escapeXml(published)}</p>`,
        `<p${item.textLocale !== locale ? ` lang="${item.textLocale}"` : ""}>${escapeXml(item.summary)}</p>`,
        ...notes(item).map((note) => `<p><em>${escapeXml(note)}</em></p>`),
      ].join("");
      block = { text, html };
      byEdition.set(`${locale}:${timeZone}`, block);
    }
    return block;
  };
  const text = [
    intro,
    "",
    ...items.map((item) => rendered(item).text),
    t("why"),
    `${t("manage")}: ${manage}`,
    "",
    t("signature"),
  ].join("\n");
  const html = [
    `<!doctype html><html lang="${locale}"><body>`,
    `<p>${escapeXml(intro)}</p>`,
    ...items.map((item) => rendered(item).html),
    `<hr><p>${escapeXml(t("why"))} <a href="${escapeXml(manage)}">${escapeXml(t("manage"))}</a></p>`,
    `<p>${escapeXml(t("signature"))}</p>`,
    `</body></html>`,
  ].join("\n");
  return { subject, text, html };
}

/** The mail with the manage page's link, asked for on the subscribe page. */
export function manageLinkMail(locale: Locale, email: string) {
  const t = translator(locale);
  const link = manageUrl(locale, email);
  const text = [t("manageLink.intro"), "", link, "", t("confirm.ignore"), "", t("signature")].join("\n");
  const html = [
    `<p>${escapeXml(t("manageLink.intro"))}</p>`,
    `<p><a href="${escapeXml(link)}">${escapeXml(t("manage"))}</a></p>`,
    `<p>${escapeXml(t("confirm.ignore"))}</p>`,
    `<p>${escapeXml(t("signature"))}</p>`,
  ].join("\n");
  return { subject: t("manageLink.subject"), text, html };
}
