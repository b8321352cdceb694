"use client";

import { getPathname, Link, usePathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/** Its words, from the server (components/layout/header.tsx); `menu` holds "{name}" for the member's name. */
export type UserMenuLabels = { signIn: string; account: string; bookmarks: string; signOut: string; menu: string };

const pill =
  "rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white no-underline hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100";
const item = "block w-full rounded px-3 py-2 text-left text-sm no-underline hover:bg-slate-100 dark:hover:bg-slate-800";

/** Who the server rendered the page for (lib/auth/member.ts); null on visitors' pages. */
export type MemberBadge = { name: string; avatarUrl: string };

/**
 * Signs out, then loads the page again as a whole document: the member's variant of the page and
 * its header are gone with the cookie, and the history holds no member page to go back to
 * (member responses are `private, no-store`).
 */
async function signOutAndReload() {
  await fetch("/api/_auth/session", { method: "DELETE" }).catch(() => undefined);
  window.location.reload();
}

/**
 * The header's sign-in entry, or the member's menu: decided on the server from the session, so the
 * name is in the first HTML (no script needed) and no page asks who is signed in after loading.
 */
export function UserMenu({
  locale,
  labels,
  member,
}: {
  locale: Locale;
  labels: UserMenuLabels;
  member: MemberBadge | null;
}) {
  const pathname = usePathname();
  if (!member) {
    // Back to this page after signing in (the home page is where sign-in goes anyway).
    const here = getPathname({ locale, href: pathname });
    const query = pathname === "/" || pathname.startsWith("/auth/") ? undefined : { callbackUrl: here };
    return (
      <Link href={{ pathname: "/auth/sign-in", query }} className={pill}>
        {labels.signIn}
      </Link>
    );
  }
  const { name, avatarUrl } = member;
  return (
    <details className="relative" name="header-menu">
      <summary
        className="flex cursor-pointer list-none items-center gap-2 rounded-full px-1 py-1 hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={labels.menu.replace("{name}", () => name)}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a remote SVG avatar, 28 px */}
        <img src={avatarUrl} alt="" width={28} height={28} className="size-7 rounded-full" />
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
          <button type="button" className={item} onClick={() => void signOutAndReload()}>
            {labels.signOut}
          </button>
        </li>
      </ul>
    </details>
  );
}
