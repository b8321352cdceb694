import "server-only";
import { createTranslator } from "next-intl";
import { siteOrigin } from "@/lib/env";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { escapeXml } from "@/lib/seo/xml";
import { messages } from "@/messages";

export type AuthMailKind = "signIn" | "confirm" | "reset" | "alreadyRegistered" | "changeEmail" | "deleteAccount";

/** The URL of a page on this site in `locale` (English has no prefix). */
export function siteUrl(locale: Locale, path: string): string {
  return `${siteOrigin()}${getPathname({ locale, href: path })}`;
}

/** A localized mail with a plain-text part and a minimal HTML part carrying the same link. */
export function authMail(kind: AuthMailKind, locale: Locale, link: string) {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "AuthMail" });
  const lines = [t(`${kind}.intro`), "", link, "", t(`${kind}.expiry`), "", t("ignore"), "", t("signature")];
  const html = [
    `<p>${escapeXml(t(`${kind}.intro`))}</p>`,
    `<p><a href="${escapeXml(link)}">${escapeXml(t(`${kind}.action`))}</a></p>`,
    `<p>${escapeXml(t(`${kind}.expiry`))}</p>`,
    `<p>${escapeXml(t("ignore"))}</p>`,
    `<p>${escapeXml(t("signature"))}</p>`,
  ].join("\n");
  return { subject: t(`${kind}.subject`), text: lines.join("\n"), html };
}

export type NoticeMailKind =
  "passwordChanged" | "sessionsEnded" | "emailChangeRequested" | "emailTaken" | "accountDeleted";

// Where each notice points: what to do if it was not the member (the reset page), or the next step.
const noticeLinks: Record<NoticeMailKind, string> = {
  passwordChanged: "/auth/reset-password",
  sessionsEnded: "/auth/reset-password",
  emailChangeRequested: "/auth/reset-password",
  emailTaken: "/auth/sign-in",
  accountDeleted: "/support",
};

/**
 * A notice that tells the member something happened to their account, with what to do if it was
 * not them. Written in the member's own language (their preference), since someone else may have
 * caused it; `values` fill the message (e.g. `{ email }`).
 */
export function noticeMail(kind: NoticeMailKind, locale: Locale, values: { email?: string } = {}) {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "AccountMail" });
  const link = siteUrl(locale, noticeLinks[kind]);
  const intro = t(`${kind}.intro`, { email: values.email ?? "" });
  const advice = t(`${kind}.advice`);
  const lines = [intro, "", advice, "", link, "", t("signature")];
  const html = [
    `<p>${escapeXml(intro)}</p>`,
    `<p>${escapeXml(advice)}</p>`,
    `<p><a href="${escapeXml(link)}">${escapeXml(t(`${kind}.action`))}</a></p>`,
    `<p>${escapeXml(t("signature"))}</p>`,
  ].join("\n");
  return { subject: t(`${kind}.subject`), text: lines.join("\n"), html };
}
