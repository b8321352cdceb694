import "server-only";
import { notFound } from "next/navigation";
import { getSessionUser, isEditor, type SessionUser } from "@/lib/auth/session";
import { getPathname, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/**
 * Every newsroom page's own check, on the server: a visitor is sent to sign in and back to `path`;
 * a member who is neither an editor nor an admin (moderators included) gets the 404 page.
 */
export async function requireEditor(locale: Locale, path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) {
    const callbackUrl = getPathname({ locale, href: path });
    return redirect({ href: { pathname: "/auth/need-login", query: { callbackUrl } }, locale });
  }
  if (!isEditor(user)) notFound();
  return user;
}
