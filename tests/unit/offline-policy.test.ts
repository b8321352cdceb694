import { describe, expect, it } from "vitest";
import { routing, regions } from "@/lib/i18n/routing";
import {
  editions,
  fresh,
  keepableAnswer,
  keepablePage,
  limits,
  offerDue,
  offlinePath,
  parseSaved,
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

  it("keeps a member's variant in the member's cache and never a no-store answer in the visitors'", () => {
    const html = "text/html; charset=utf-8";
    expect(keepableAnswer(headers({ "content-type": html, "cache-control": "s-maxage=3600" }), 200)).toBe("visitor");
    expect(keepableAnswer(headers({ "content-type": html }), 200)).toBe("visitor");
    expect(
      keepableAnswer(headers({ "content-type": html, "cache-control": "private, no-cache, no-store" }), 200),
    ).toBeUndefined();
    expect(
      keepableAnswer(headers({ "content-type": html, "cache-control": "private, no-store" }), 200),
    ).toBeUndefined();
    // A visitor's own: the forum (rendered per request), an English page without the language cookie.
    expect(keepableAnswer(headers({ "content-type": html, "cache-control": "private, no-cache" }), 200)).toBe(
      "visitor",
    );
    expect(keepableAnswer(headers({ "content-type": html, "cache-control": "private, max-age=60" }), 200)).toBe(
      "visitor",
    );
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

  it("reads a visitor's saved list back bounded and well-formed: this site's keepable pages, one entry each", () => {
    const item = (path: string, savedAt = 1, id = "a1") => ({ url: `${origin}${path}`, id, title: path, savedAt });
    expect(parseSaved("not a list", origin)).toEqual([]);
    expect(parseSaved(null, origin)).toEqual([]);
    const list = parseSaved(
      [
        item("/news/x/one", 1),
        { url: `${origin}/news/x/two`, id: "b2", title: 42, savedAt: 2 },
        { ...item("/news/x/three"), id: "<script>" },
        { ...item("/news/x/four"), id: "d".repeat(65) },
        { ...item("/news/x/five"), savedAt: Number.NaN },
        { url: "https://elsewhere.example/news/x/six", id: "f6", title: "six", savedAt: 6 },
        item("/user/account", 7),
        item("/auth/verify/token", 8),
        { url: "not an address", id: "g", title: "g", savedAt: 9 },
        item("/es/news/x/one", 10, "e1"),
        item("/news/x/one", 11, "a1"),
      ],
      origin,
    );
    expect(list.map((saved) => [saved.url, saved.savedAt])).toEqual([
      [`${origin}/es/news/x/one`, 10],
      [`${origin}/news/x/one`, 11],
    ]);
    const many = Array.from({ length: limits.saved + 20 }, (_, i) => item(`/news/x/n${i}`, i, `id${i}`));
    const kept = parseSaved(many, origin);
    expect(kept).toHaveLength(limits.saved);
    expect(kept.at(-1)?.id).toBe(`id${limits.saved + 19}`);
    expect(parseSaved([{ ...item("/news/x/long"), title: "t".repeat(1000) }], origin)[0]?.title).toHaveLength(300);
  });

  it("offers the saved articles to a member until they decline, and again for articles saved after that", () => {
    const saved = [{ url: `${origin}/news/x/one`, id: "a", title: "one", savedAt: 100 }];
    expect(offerDue(saved, 0)).toBe(true);
    expect(offerDue(saved, 100)).toBe(false);
    expect(offerDue([...saved, { ...saved[0]!, savedAt: 200 }], 150)).toBe(true);
    expect(offerDue([], 0)).toBe(false);
  });
});
