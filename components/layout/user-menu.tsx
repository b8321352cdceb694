"use client";

import { getPathname, Link, usePathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { signOut, useUser } from "@/lib/client/user-store";

/** Its words, from the server (components/layout/header.tsx); `menu` holds "{name}" for the member's name. */
export type UserMenuLabels = { signIn: string; account: string; bookmarks: string; signOut: string; menu: string };

const pill =
  "rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white no-underline hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100";
const item = "block w-full rounded px-3 py-2 text-left text-sm no-underline hover:bg-slate-100 dark:hover:bg-slate-800";

/** The header's sign-in entry, or the member's menu once the session says who is signed in. */
export function UserMenu({ locale, labels }: { locale: Locale; labels: UserMenuLabels }) {
  const pathname = usePathname();
  const { status, user } = useUser();
  if (status !== "signedIn" || !user) {
    // Back to this page after signing in (the home page is where sign-in goes anyway).
    const here = getPathname({ locale, href: pathname });
    const query = pathname === "/" || pathname.startsWith("/auth/") ? undefined : { callbackUrl: here };
    return (
      <Link href={{ pathname: "/auth/sign-in", query }} className={pill}>
        {labels.signIn}
      </Link>
    );
  }
  const name = user.username ?? user.profile.name ?? user.email;
  return (
    <details className="relative" name="header-menu">
      <summary
        className="flex cursor-pointer list-none items-center gap-2 rounded-full px-1 py-1 hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={labels.menu.replace("{name}", () => name)}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a remote SVG avatar, 28 px */}
        <img src={user.profile.avatarUrl} alt="" width={28} height={28} className="size-7 rounded-full" />
      </summary>
      <ul className="absolute right-0 z-40 mt-2 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <li>
          <Link href="/user/account" className={item}>
            {labels.account}
          </Link>
        </li>
        <li>
          <Link href="/user/bookmarks" className={item}>
            {labels.bookmarks}
          </Link>
        </li>
        <li>
          <button type="button" className={item} onClick={() => void signOut().then(() => window.location.reload())}>
            {labels.signOut}
          </button>
        </li>
      </ul>
    </details>
  );
}
