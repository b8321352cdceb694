"use client";

import NextLink from "next/link";
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useMemo, type ComponentProps, type MouseEvent } from "react";
import { getPathname, localeCookie, type Href } from "./href";
import { routing, type Locale } from "./routing";

// The browser half of lib/i18n/navigation.ts: next/link and next/navigation, localized from the
// route's [locale] segment (the proxy always routes to /{locale}/…, English included).

function useRouteLocale(): Locale {
  const value = useParams()?.locale;
  return (routing.locales as readonly unknown[]).includes(value) ? (value as Locale) : routing.defaultLocale;
}

/** Keeps NEXT_LOCALE in step when a reader changes language, as next-intl's links do: the proxy reads it. */
function rememberLocale(current: Locale, next: Locale | undefined) {
  if (!next || next === current) return;
  document.cookie = localeCookie(next, window.location.protocol === "https:");
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href" | "locale"> & {
  href: Href;
  /** Another language: the link is always prefixed ("/en/news") and sets the language cookie. */
  locale?: Locale;
};

/** next/link to `href` in the page's language, or in `locale`. */
export function Link({ href, locale, onClick, prefetch, ...rest }: LinkProps) {
  const current = useRouteLocale();
  const target = getPathname({ href, locale: locale ?? current, forcePrefix: locale === undefined ? undefined : true });
  if (locale === undefined || locale === current)
    return <NextLink href={target} prefetch={prefetch} onClick={onClick} {...rest} />;
  const change = (event: MouseEvent<HTMLAnchorElement>) => {
    // A cached page of the client router may answer without a request: the cookie is set here.
    rememberLocale(current, locale);
    onClick?.(event);
  };
  return <NextLink href={target} hrefLang={locale} prefetch={false} onClick={change} {...rest} />;
}

/** The page's path without its language prefix ("/es/news" -> "/news"), as next-intl's usePathname. */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useRouteLocale();
  return useMemo(() => {
    const prefix = `/${locale}`;
    if (pathname === prefix) return "/";
    return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  }, [pathname, locale]);
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

/** next/navigation's router whose push, replace and prefetch take a site path (and optionally a language). */
export function useRouter() {
  const router = useNextRouter();
  const current = useRouteLocale();
  return useMemo(() => {
    const localized =
      (go: (href: string, options?: { scroll?: boolean }) => void) =>
      (href: Href, { locale, ...options }: NavigateOptions = {}) => {
        rememberLocale(current, locale);
        go(
          getPathname({ href, locale: locale ?? current, forcePrefix: locale === undefined ? undefined : true }),
          options,
        );
      };
    return {
      ...router,
      push: localized(router.push),
      replace: localized(router.replace),
      prefetch: localized((href) => router.prefetch(href)),
    };
  }, [router, current]);
}
