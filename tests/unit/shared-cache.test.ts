import { describe, expect, it } from "vitest";
import { sharedCachePolicy, sharedCacheSeconds } from "@/server/shared-cache.mjs";

const isr = "s-maxage=300, stale-while-revalidate=31535700";
const page = (url: string, cookie = "", cacheControl = isr) =>
  sharedCachePolicy({ method: "GET", url, cookie, cacheControl, status: 200 }, 60);

describe("what a shared cache in front may keep", () => {
  it("keeps a page with a language prefix briefly, stale while it revalidates", () => {
    expect(page("/es/news")).toEqual({
      cacheControl: "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    });
    expect(page("/fr")).toEqual(page("/pt/news/research/an-item"));
  });

  it("keeps an unprefixed page only when the language cookie chose it, and varies on the cookie", () => {
    expect(page("/news", "NEXT_LOCALE=en")).toEqual({
      cacheControl: "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
      vary: "Cookie",
    });
    // Its language came from Accept-Language: a proxy keyed on the URL would serve it to everyone.
    expect(page("/news")).toEqual({ cacheControl: "private, no-cache" });
    expect(page("/", "theme=dark")).toEqual({ cacheControl: "private, no-cache" });
  });

  it("keeps files whose route fixes their language (feeds, the sitemap) briefly, members or not", () => {
    for (const path of ["/rss.xml", "/feeds/news.json", "/es/feeds/tags/mpox.xml", "/sitemap.xml"]) {
      expect(page(path)).toEqual(page("/es"));
      expect(page(path, "next-auth.session-token=x")).toEqual(page("/es"));
    }
    // A public file Next serves without s-maxage (an image, a video) keeps Next's header for a member too.
    expect(page("/media/clean-air.mp4", "next-auth.session-token=x", "public, max-age=0")).toBeNull();
  });

  it("never lets a member's response or a token page be stored", () => {
    for (const cookie of ["next-auth.session-token=x", "NEXT_LOCALE=es; __Secure-next-auth.session-token=y"])
      expect(page("/es/news", cookie)).toEqual({ cacheControl: "private, no-store" });
    expect(page("/es/auth/confirm?token=abc")).toEqual({ cacheControl: "private, no-store" });
    expect(page("/auth/update-password")).toEqual({ cacheControl: "private, no-store" });
    expect(page("/fr/search?q=x&token=abc")).toEqual({ cacheControl: "private, no-store" });
  });

  it("leaves Next's header on what is not a cacheable page", () => {
    expect(page("/_next/static/chunks/a.js", "", "public, max-age=31536000, immutable")).toBeNull();
    expect(page("/api/health", "next-auth.session-token=x", "no-store")).toBeNull();
    expect(sharedCachePolicy({ method: "POST", url: "/es/news", cacheControl: isr }, 60)).toBeNull();
    expect(sharedCachePolicy({ method: "GET", url: "/es/nope", cacheControl: isr, status: 500 }, 60)).toBeNull();
  });

  it("lets the browser keep a visitor's per-request page for 'back', never a member's", () => {
    const perRequest = "private, no-cache, no-store, max-age=0, must-revalidate";
    expect(page("/es/forum", "", perRequest)).toEqual({ cacheControl: "private, no-cache" });
    expect(page("/forum/posts/a-thread", "NEXT_LOCALE=fr", perRequest)).toEqual({ cacheControl: "private, no-cache" });
    expect(page("/forum", "next-auth.session-token=x", perRequest)).toEqual({ cacheControl: "private, no-store" });
    expect(page("/auth/sign-in", "", perRequest)).toEqual({ cacheControl: "private, no-store" });
    // A no-store the site chose itself (an outage's 503, a malformed address's 400) stays.
    expect(
      sharedCachePolicy({ method: "GET", url: "/es/forum", cacheControl: perRequest, status: 503 }, 60),
    ).toBeNull();
    expect(page("/es/forum", "", "no-store")).toBeNull();
  });

  it("keeps a not-found page as briefly as a page, so that a newly published item soon appears", () => {
    expect(sharedCachePolicy({ method: "GET", url: "/es/nope", cacheControl: isr, status: 404 }, 60)).toEqual(
      page("/es"),
    );
  });

  it("never lets a shared cache keep an answer that sets a cookie (next-intl's on a first visit)", () => {
    const first = { method: "GET", url: "/es", cacheControl: isr, setsCookie: true };
    expect(sharedCachePolicy(first, 60)).toEqual({ cacheControl: "private, no-cache" });
    expect(sharedCachePolicy({ ...first, url: "/rss.xml" }, 60)).toEqual({ cacheControl: "private, no-cache" });
    expect(sharedCachePolicy({ ...first, url: "/api/x", cacheControl: "public, max-age=600" }, 60)).toEqual({
      cacheControl: "private, no-cache",
    });
    // Already private: unchanged.
    expect(sharedCachePolicy({ ...first, cookie: "next-auth.session-token=x" }, 60)).toEqual({
      cacheControl: "private, no-store",
    });
    expect(sharedCachePolicy({ ...first, url: "/api/x", cacheControl: "no-store" }, 60)).toBeNull();
  });

  it("takes the language cookie as Next reads it: the last of two, only a pair Next reads", () => {
    expect(page("/news", "NEXT_LOCALE=xx; NEXT_LOCALE=fr")).toEqual(page("/news", "NEXT_LOCALE=fr"));
    expect(page("/news", "NEXT_LOCALE=fr; NEXT_LOCALE=xx")).toEqual({ cacheControl: "private, no-cache" });
    expect(page("/news", "a=1;\tNEXT_LOCALE=fr")).toEqual({ cacheControl: "private, no-cache" });
  });

  it("reads SHARED_CACHE_SECONDS, 0 turning shared caching off", () => {
    expect(sharedCacheSeconds(undefined)).toBe(60);
    expect(sharedCacheSeconds("0")).toBe(0);
    expect(sharedCachePolicy({ method: "GET", url: "/es", cacheControl: isr }, 0)).toEqual({
      cacheControl: "private, no-cache",
    });
    expect(() => sharedCacheSeconds("a minute")).toThrow(/SHARED_CACHE_SECONDS/);
  });
});
