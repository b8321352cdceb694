"use client";

import { getPathname, Link, usePathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { useSignInWatch } from "./session-watch";

const pill =
  "rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white no-underline hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100";

/**
 * The header's sign-in link for visitors (a member gets member-menu.tsx instead, decided on the
 * server from the session): it leads back to this page after signing in. Its words come from the
 * server (components/layout/header.tsx). It also carries the visitors' side of the session watch:
 * signing in in another tab loads this page again as the member's.
 */
export function SignInLink({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname();
  useSignInWatch();
  // Back to this page after signing in (the home page is where sign-in goes anyway).
  const here = getPathname({ locale, href: pathname });
  const query = pathname === "/" || pathname.startsWith("/auth/") ? undefined : { callbackUrl: here };
  return (
    <Link href={{ pathname: "/auth/sign-in", query }} className={pill}>
      {label}
    </Link>
  );
}
