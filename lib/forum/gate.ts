import "server-only";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/**
 * For pages only members with a username may use: signed out -> the need-login gate (coming
 * back to `path`); no username yet -> the account page, which asks for one.
 */
export async function requirePoster(locale: Locale, path: string): Promise<SessionUser & { username: string }> {
  const user = await requireMember(locale, path);
  if (!user.username) return redirect({ href: { pathname: "/user/account", query: { needUsername: "1", callbackUrl: localized(locale, path) } }, locale });
  return user as SessionUser & { username: string };
}

/** For pages any signed-in member may open. */
export async function requireMember(locale: Locale, path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) return redirect({ href: { pathname: "/auth/need-login", query: { callbackUrl: localized(locale, path) } }, locale });
  return user;
}

const localized = (locale: Locale, path: string) => (locale === "en" ? path : `/${locale}${path}`);
