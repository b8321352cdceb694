import { createNavigation } from "next-intl/navigation";
import { describe, expect, it } from "vitest";
import { getPathname, localeCookie } from "@/lib/i18n/href";
import { routing } from "@/lib/i18n/routing";

// lib/i18n/href.ts spells out next-intl's link rules so that the browser needs none of next-intl's
// code (kept out of every page's first scripts). It must give next-intl's own answers for every kind of link the site makes.
const nextIntl = createNavigation(routing);

describe("getPathname", () => {
  const hrefs = [
    "/",
    "/news",
    "/news/research/some-article",
    "/forum/posts/abc?page=2#comment-1",
    "/?q=1",
    { pathname: "/auth/need-login", query: { callbackUrl: "/es/forum?x=1&y=é" } },
    { pathname: "/search", query: { q: "vacunas niños", type: ["NEWS", "VIDEO"], page: 2 } },
    { pathname: "/", query: { a: "b" } },
    { pathname: "/editor" },
    "https://example.org/x",
    "mailto:help@example.org",
    "#top",
    "relative/path",
  ];

  // next-intl's Link forces the prefix on site paths only (getPathname itself would prefix a URL).
  const sitePath = (href: (typeof hrefs)[number]) => (typeof href === "string" ? href : href.pathname).startsWith("/");

  it("is next-intl's, in every language, with and without a forced prefix", () => {
    for (const locale of routing.locales)
      for (const href of hrefs)
        for (const forcePrefix of sitePath(href) ? [undefined, true] : [undefined]) {
          const ours = getPathname({ href, locale, forcePrefix });
          expect(ours, `${locale} ${JSON.stringify(href)} ${forcePrefix}`).toBe(
            nextIntl.getPathname({ href, locale, forcePrefix }),
          );
        }
  });

  it("leaves out a query value that is undefined (next-intl would write 'undefined')", () => {
    expect(getPathname({ href: { pathname: "/x", query: { a: "1", b: undefined } }, locale: "fr" })).toBe("/fr/x?a=1");
  });

  it("leaves other addresses alone, even for a link that changes the language", () => {
    expect(getPathname({ href: "https://example.org/x", locale: "es", forcePrefix: true })).toBe(
      "https://example.org/x",
    );
    expect(getPathname({ href: "#top", locale: "es", forcePrefix: true })).toBe("#top");
  });

  it("prefixes English only when forced", () => {
    expect(getPathname({ href: "/news", locale: "en" })).toBe("/news");
    expect(getPathname({ href: "/news", locale: "en", forcePrefix: true })).toBe("/en/news");
    expect(getPathname({ href: "/", locale: "pt" })).toBe("/pt");
  });
});

describe("localeCookie", () => {
  it("is the cookie the proxy reads: a year, the whole site, Secure over https", () => {
    expect(localeCookie("es", false)).toBe("NEXT_LOCALE=es;path=/;max-age=31536000;samesite=lax");
    expect(localeCookie("pt", true)).toBe("NEXT_LOCALE=pt;path=/;max-age=31536000;samesite=lax;secure");
  });
});
