import { describe, expect, it } from "vitest";
import { routing, regions } from "@/lib/i18n/routing";
import {
  editions,
  fresh,
  keepableAnswer,
  keepablePage,
  limits,
  offlinePath,
  regionOf,
  sessionActive,
  splitEdition,
} from "@/lib/offline/policy";

// What the service worker keeps for reading offline (lib/offline/policy.ts, docs/offline.md).
const origin = "https://covid.example";
const page = (path: string) => keepablePage(new URL(path, origin), origin);
const headers = (values: Record<string, string>) => new Headers(values);

describe("offline policy", () => {
  it("knows the site's editions", () => {
    expect([...editions]).toEqual([...routing.locales]);
    expect(regionOf).toEqual(regions);
    expect(splitEdition("/es/news/x")).toEqual(["es", "/news/x"]);
    expect(splitEdition("/pt")).toEqual(["pt", "/"]);
    expect(splitEdition("/news")).toEqual(["en", "/news"]);
    expect(splitEdition("/")).toEqual(["en", "/"]);
    expect(offlinePath("en")).toBe("/offline");
    expect(offlinePath("fr")).toBe("/fr/offline");
  });

  it("keeps articles, lists and the home pages of every edition", () => {
    for (const path of ["/", "/es", "/news", "/fr/news/research", "/pt/news/research/an-article", "/news?page=2"])
      expect(page(path), path).toBe(true);
  });

  it("never keeps feeds, API answers, token pages, accounts or staff screens", () => {
    for (const path of [
      "/rss.xml",
      "/es/rss.xml",
      "/feeds/news.xml",
      "/es/feeds/tags/mpox.json",
      "/api/build",
      "/api/_auth/session",
      "/auth/magic-link",
      "/es/auth/confirm",
      "/subscriptions/manage",
      "/pt/subscriptions/confirm",
      "/user/account",
      "/fr/user/bookmarks",
      "/editor",
      "/editor/123/es",
      "/moderation",
      "/moderation/inbox",
      "/admin/roles",
      "/offline",
      "/_member/news",
      "/manifest.webmanifest",
    ])
      expect(page(path), path).toBe(false);
    expect(keepablePage(new URL("https://elsewhere.example/news"), origin)).toBe(false);
  });

  it("keeps a member's variant in the member's cache and never a private or no-store answer in the visitors'", () => {
    const html = "text/html; charset=utf-8";
    expect(keepableAnswer(headers({ "content-type": html, "cache-control": "s-maxage=3600" }), 200)).toBe("visitor");
    expect(keepableAnswer(headers({ "content-type": html }), 200)).toBe("visitor");
    expect(
      keepableAnswer(headers({ "content-type": html, "cache-control": "private, no-cache, no-store" }), 200),
    ).toBeUndefined();
    expect(
      keepableAnswer(headers({ "content-type": html, "cache-control": "private, max-age=60" }), 200),
    ).toBeUndefined();
    expect(
      keepableAnswer(
        headers({ "content-type": html, "cache-control": "private, no-store", "x-page-variant": "member" }),
        200,
      ),
    ).toBe("member");
    expect(keepableAnswer(headers({ "content-type": html }), 404)).toBeUndefined();
    expect(keepableAnswer(headers({ "content-type": "application/json" }), 200)).toBeUndefined();
  });

  it("shows no copy older than 30 days and no member copy after the session's expiry", () => {
    const now = Date.now();
    expect(fresh(now - limits.maxAgeMs + 1000, now)).toBe(true);
    expect(fresh(now - limits.maxAgeMs - 1000, now)).toBe(false);
    expect(sessionActive({ expires: now + 1000 }, now)).toBe(true);
    expect(sessionActive({ expires: now - 1 }, now)).toBe(false);
    expect(sessionActive(null, now)).toBe(false);
  });
});
