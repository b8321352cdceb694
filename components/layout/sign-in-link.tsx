"use client";

import type { MouseEvent } from "react";
import { getPathname, Link, usePathname, useRouter } from "@/lib/i18n/navigation";
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
  const router = useRouter();
  useSignInWatch();
  // Back to this page after signing in (the home page is where sign-in goes anyway).
  const here = getPathname({ locale, href: pathname });
  const query = pathname === "/" || pathname.startsWith("/auth/") ? undefined : { callbackUrl: here };
  // The page's query (a search, a page number) is read at the click, not rendered: reading it while
  // rendering would make every cached page render this header in the browser.
  const withQuery = (event: MouseEvent) => {
    const search = window.location.search;
    if (!query || !search || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    router.push({ pathname: "/auth/sign-in", query: { callbackUrl: here + search } });
  };
  return (
    <Link href={{ pathname: "/auth/sign-in", query }} className={pill} onClick={withQuery}>
      {label}
    </Link>
  );
}
