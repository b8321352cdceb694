import "server-only";
import { requireMember } from "@/lib/auth/guard";
import type { SessionUser } from "@/lib/auth/session";
import { getPathname, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/**
 * For pages only members with a username may use: signed out -> the need-login gate (coming
 * back to `path`); no username yet -> the account page, which asks for one and comes back.
 */
export async function requirePoster(locale: Locale, path: string): Promise<SessionUser & { username: string }> {
  const user = await requireMember(path);
  const callbackUrl = getPathname({ locale, href: path });
  if (!user.username)
    return redirect({ href: { pathname: "/user/account", query: { needUsername: "1", callbackUrl } }, locale });
  return user as SessionUser & { username: string };
}
