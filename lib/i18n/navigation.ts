import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from "next/navigation";
import { getPathname, type Href } from "./href";
import type { Locale } from "./routing";

// Locale-aware replacements for next/link and next/navigation, with next-intl's signatures. The
// browser half (Link, usePathname, useRouter) is ours rather than next-intl's createNavigation, so
// that no page ships next-intl's client code for its links (docs/decisions.md, "Client
// JavaScript budget"); tests/unit/navigation.test.ts holds them to next-intl's answers.
export { getPathname, type Href } from "./href";
export { Link, usePathname, useRouter } from "./navigation-client";

type Target = { href: Href; locale: Locale; forcePrefix?: boolean };
type RedirectType = Parameters<typeof nextRedirect>[1];

/** next/navigation's redirect to `href` in `locale`. */
export const redirect = (target: Target, type?: RedirectType): never => nextRedirect(getPathname(target), type);

/** next/navigation's permanentRedirect to `href` in `locale`. */
export const permanentRedirect = (target: Target, type?: RedirectType): never =>
  nextPermanentRedirect(getPathname(target), type);
