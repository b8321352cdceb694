"use client";

import { useEffect, useState } from "react";
import { localeNames, routing, type Locale } from "@/lib/i18n/routing";
import { Link, usePathname } from "@/lib/i18n/navigation";

type Props = { locale: Locale; labels: { label: string; current: string } };

/** The languages the page announces with <link rel="alternate" hreflang> (an article: its published ones). */
function announcedLanguages(): Set<string> | null {
  const codes = [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')]
    .map((link) => link.hreflang)
    .filter((code) => code !== "x-default");
  return codes.length ? new Set(codes) : null;
}

/**
 * Links to the current page in each language; following one also updates the NEXT_LOCALE cookie.
 * A language the page is not published in (an article's hreflang alternates name only its published
 * languages) leads to that language's home page instead. Its words come from the server
 * (components/layout/header.tsx), so no message is formatted in the browser.
 */
export function LocaleSwitcher({ locale, labels }: Props) {
  const pathname = usePathname();
  const [announced, setAnnounced] = useState<Set<string> | null>(null);
  // After each navigation, and again whenever the head changes: a page rendered per request streams
  // its metadata, so its alternates can arrive after this first runs.
  useEffect(() => {
    const update = () => setAnnounced(announcedLanguages());
    const frame = requestAnimationFrame(update);
    const observer = new MutationObserver(update);
    observer.observe(document.head, { childList: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [pathname]);

  return (
    <details name="header-menu" className="relative">
      <summary className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <span className="sr-only">{labels.current}</span>
        <span className="sr-only">{labels.label}</span>
      </summary>
      <ul className="absolute right-0 z-20 mt-2 w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {routing.locales.map((code) => (
          <li key={code}>
            <Link
              href={!announced || announced.has(code) ? pathname : "/"}
              locale={code}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? "true" : undefined}
              className="menu-item aria-[current]:font-semibold"
            >
              {localeNames[code]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
