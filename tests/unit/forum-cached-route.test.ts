import { describe, expect, it } from "vitest";
import { forumPageRoute } from "@/lib/forum/cached-route";

describe("forumPageRoute: a visitor's forum goes to its cached routes", () => {
  const q = (s = "") => new URLSearchParams(s);

  it.each([
    ["/forum", "", "/forum/_page/all/1"],
    ["/forum", "page=2", "/forum/_page/all/2"],
    ["/forum", "category=long-covid&page=3", "/forum/_page/long-covid/3"],
    ["/forum", "page=3&category=long-covid&x=1", "/forum/_page/long-covid/3"],
    // Unknown categories are the whole list, as on the per-request page; bad page numbers are page 1.
    ["/forum", "category=nope&page=abc", "/forum/_page/all/1"],
    ["/forum", "page=10001", "/forum/_page/all/1"],
    ["/forum/posts/abc123", "", "/forum/posts/abc123/_page/1"],
    ["/forum/posts/abc123", "page=4", "/forum/posts/abc123/_page/4"],
  ])("%s?%s -> %s", (path, search, route) => expect(forumPageRoute(path, q(search), false)).toBe(route));

  it("leaves a member's forum to the per-request pages", () => {
    for (const path of ["/forum", "/forum/posts/abc123"]) expect(forumPageRoute(path, q(), true), path).toBeUndefined();
  });

  it.each(["/", "/forum/new", "/forum/my-posts", "/forum/search", "/forum/posts", "/forum/posts/a/b", "/news/x"])(
    "leaves %s alone",
    (path) => expect(forumPageRoute(path, q("page=2"), false)).toBeUndefined(),
  );

  it("sends the internal addresses, asked for from outside by anyone, to the missing page 0", () => {
    for (const path of ["/forum/_page/all/1", "/forum/_page", "/forum/posts/abc/_page/2", "/forum/posts/_page"])
      for (const member of [false, true]) expect(forumPageRoute(path, q(), member), path).toBe("/forum/_page/all/0");
  });
});
