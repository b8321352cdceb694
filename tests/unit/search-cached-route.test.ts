import { describe, expect, it } from "vitest";
import { searchForKey, searchKey, searchPageRoute } from "@/lib/search/cached-route";
import { parseSearchParams } from "@/lib/search/params";

// A visitor's search is served from the cache under a key made of the canonical query
// (lib/search/cached-route.ts): one key per search whatever its spelling, none for members or for
// the members-only directory, and no way in from outside.
const route = (query: string, member = false) => searchPageRoute("/search", new URLSearchParams(query), member);

describe("the cached route of a visitor's search", () => {
  it("gives one key to the same search however it is written", () => {
    const key = route("q=masks&type=news&page=2");
    expect(key).toMatch(/^\/search\/_q\/k[A-Za-z0-9_-]+$/);
    expect(route("page=2&q=%20masks%20%20&type=news&utm_source=x")).toBe(key);
    expect(route("q=masks&type=news")).not.toBe(key);
    expect(route("q=máscaras")).not.toBe(route("q=mascaras"));
  });

  it("keys filters without words the same way, as the empty form submits them", () => {
    const key = route("type=events&isEventFree=true");
    expect(key).toMatch(/^\/search\/_q\/k[A-Za-z0-9_-]+$/);
    expect(route("q=&type=events&tag=&source=&language=&brand=&isEventFree=true")).toBe(key);
    expect(searchForKey(key!.split("/").at(-1)!)).toEqual({
      q: "",
      page: 1,
      filters: { type: "EVENT", isEventFree: true },
    });
    expect(route("type=events")).not.toBe(key);
  });

  it("turns the key back into the same search, and refuses keys it did not write", () => {
    const search = parseSearchParams({ q: "qualité de l'air", tag: "h5n1", page: "3" });
    const key = searchKey(search);
    expect(searchForKey(key)).toEqual(search);
    expect(searchForKey("garbage")).toBeNull();
    expect(searchForKey(`${key}==`)).toBeNull();
    expect(searchForKey("k_w")).toBeNull(); // the byte 0xFF: not UTF-8
    // A key for a query written otherwise (here with a trailing space) is not canonical: refused.
    expect(searchForKey(`k${btoa("q=masks+")}`)).toBeNull();
    expect(searchForKey(`k${btoa("q=masks&type=directory")}`)).toBeNull();
  });

  it("leaves members, the members-only directory and other pages on their own routes", () => {
    expect(route("q=masks", true)).toBeUndefined();
    expect(route("q=masks&type=directory")).toBeUndefined();
    expect(route("type=directory")).toBeUndefined();
    expect(searchForKey(`k${btoa("type=directory")}`)).toBeNull();
    expect(searchPageRoute("/news", new URLSearchParams("q=masks"), false)).toBeUndefined();
    expect(searchPageRoute("/search/else", new URLSearchParams(), false)).toBeUndefined();
  });

  it("answers the internal address asked for from outside with a page that does not exist", () => {
    const key = route("q=masks")!.split("/").at(-1)!;
    expect(searchPageRoute(`/search/_q/${key}`, new URLSearchParams(), false)).toBe("/search/_q/-");
    expect(searchPageRoute(`/search/_q/${key}`, new URLSearchParams(), true)).toBe("/search/_q/-");
    expect(searchForKey("-")).toBeNull();
  });
});
