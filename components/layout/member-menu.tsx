import type { MemberBadge } from "@/lib/auth/member";
import { Link } from "@/lib/i18n/navigation";
import { SessionWatch } from "./session-watch";
import { SignOutButton } from "./sign-out-button";

export type MemberMenuLabels = { account: string; bookmarks: string; signOut: string; menu: string };

const item = "block w-full rounded px-3 py-2 text-left text-sm no-underline hover:bg-slate-100 dark:hover:bg-slate-800";

/**
 * The signed-in member's menu in the header: account, bookmarks, sign out. Rendered on the server
 * from the session (components/layout/header.tsx), so the name is in the first HTML, works without
 * script, and only the sign-out button and the session watch are part of the page's script.
 */
export function MemberMenu({ member, labels }: { member: MemberBadge; labels: MemberMenuLabels }) {
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
          <SignOutButton className={item}>{labels.signOut}</SignOutButton>
        </li>
      </ul>
      <SessionWatch />
    </details>
  );
}
