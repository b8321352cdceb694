import "server-only";
import { createFormatter, createTranslator } from "next-intl";
import { pageUrl as siteUrl } from "./urls";
import type { AlertLevel } from "@/lib/generated/prisma/enums";
import { languageInSentence } from "@/lib/i18n/names";
import { regions, type Locale } from "@/lib/i18n/routing";
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

const renderedItems = new WeakMap<MailItem, Partial<Record<Locale, ItemBlock>>>();

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
 * What an items mail says around its items, for text and HTML: the head (intro) before them, and
 * the two sides of the manage link after them. A digest's frame depends only on its kind and
 * number of items, so one frame serves thousands of mails (lib/subscriptions/digest-batch.ts).
 */
export type MailFrame = {
  subject: string;
  text: { head: string; beforeLink: string; afterLink: string };
  html: { head: string; beforeLink: string; afterLink: string };
};

/** One item's block in a mail of `locale`, in text and HTML. */
export type ItemBlock = { text: string; html: string };

/** A whole body: the frame's head, the items' blocks a line apart, and `link` in its place. */
export const joinBody = (frame: MailFrame["text"], blocks: string[], link: string) =>
  frame.head + blocks.join("\n") + frame.beforeLink + link + frame.afterLink;

/**
 * An alert (one item) or a digest (several): each item with its level, title, lead, date and link,
 * in the subscriber's language and region, with the manage link at the bottom. The HTML is
 * headings, paragraphs and links (screen readers read it in order; no images, no tracking).
 */
export function itemsMail(locale: Locale, kind: ItemsMailKind, items: MailItem[], email: string, now = new Date()) {
  const frame = itemsMailFrame(locale, kind, items, now);
  const blocks = items.map((item) => itemBlock(locale, item));
  const manage = manageUrl(locale, email);
  return {
    subject: frame.subject,
    text: joinBody(
      frame.text,
      blocks.map((b) => b.text),
      manage,
    ),
    html: joinBody(
      frame.html,
      blocks.map((b) => b.html),
      escapeXml(manage),
    ),
  };
}

/** The subject, and what the text and HTML say before and after `items` (itemsMail without them). */
export function itemsMailFrame(locale: Locale, kind: ItemsMailKind, items: MailItem[], now = new Date()): MailFrame {
  const t = translator(locale);
  const format = formatter(locale, editionTimeZones()[locale]);
  const first = items[0]!;
  const subject =
    kind === "alert"
      ? `${first.level ? `${levelNames(locale)(first.level)}: ` : ""}${first.title}`
      : t(`${kind}.subject`, { date: format.dateTime(now, { dateStyle: "long" }) });
  const intro =
    kind === "alert" ? t("alert.intro") : t(`${kind}.intro`, { count: items.length, n: format.number(items.length) });
  // The lines of each body joined by "\n" (there is always an item between head and link).
  return {
    subject,
    text: {
      head: `${intro}\n\n`,
      beforeLink: `\n${t("why")}\n${t("manage")}: `,
      afterLink: `\n\n${t("signature")}`,
    },
    html: {
      head: `<!doctype html><html lang="${locale}"><body>\n<p>${escapeXml(intro)}</p>\n`,
      beforeLink: `\n<hr><p>${escapeXml(t("why"))} <a href="`,
      afterLink: `">${escapeXml(t("manage"))}</a></p>\n<p>${escapeXml(t("signature"))}</p>\n</body></html>`,
    },
  };
}

/**
 * An item's level, title, date, lead, notes and link. The same item is in thousands of one run's
 * digests: written once per language (and so per edition's time zone), kept as long as the item.
 */
export function itemBlock(locale: Locale, item: MailItem): ItemBlock {
  const written = renderedItems.get(item)?.[locale];
  if (written) return written;
  const t = translator(locale);
  const levels = levelNames(locale);
  const format = formatter(locale, editionTimeZones()[locale]);
  const published = t("published", { date: format.dateTime(item.publishedAt, { dateStyle: "long" }) });
  const notes = [
    item.textLocale !== locale ? t("onlyIn", { language: languageInSentence(locale, item.textLocale) }) : null,
    item.membersOnly ? t("membersOnly") : null,
    item.isExample ? t("example") : null,
  ].filter((x): x is string => Boolean(x));
  const lang = item.textLocale !== locale ? ` lang="${item.textLocale}"` : "";
  const block = {
    text: [
      `${item.level ? `[${levels(item.level)}] ` : ""}${item.title}`,
      published,
      item.summary,
      ...notes,
      item.url,
      "",
    ].join("\n"),
    html: [
      `<h2${lang}>`,
      item.level ? `<span>${escapeXml(levels(item.level))}:</span> ` : "",
      `<a href="${escapeXml(item.url)}">${escapeXml(item.title)}</a></h2>`,
      `<p>${escapeXml(published)}</p>`,
      `<p${lang}>${escapeXml(item.summary)}</p>`,
      ...notes.map((note) => `<p><em>${escapeXml(note)}</em></p>`),
    ].join(""),
  };
  renderedItems.set(item, { ...renderedItems.get(item), [locale]: block });
  return block;
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
