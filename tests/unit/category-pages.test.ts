import { describe, expect, it } from "vitest";
import { categoryPageRoute } from "@/lib/content/category-pages";

describe("categoryPageRoute: public category listings go to their cached route", () => {
  const q = (s = "") => new URLSearchParams(s);

  it.each([
    ["/news/research", "", "/news/research/_page/1"],
    ["/news/research", "page=2", "/news/research/_page/2"],
    ["/videos/explainers/", "page=10000", "/videos/explainers/_page/10000"],
    ["/news/research", "page=2&page=3", "/news/research/_page/2"],
    // pageParam's reading: anything but an integer 1..10,000 is page 1.
    ["/news/research", "page=abc", "/news/research/_page/1"],
    ["/news/research", "page=0", "/news/research/_page/1"],
    ["/news/research", "page=2.5", "/news/research/_page/1"],
    ["/news/research", "page=10001", "/news/research/_page/1"],
  ])("%s?%s -> %s", (path, search, route) => expect(categoryPageRoute(path, q(search))).toBe(route));

  it("leaves the members-only directory categories to the per-request route, which checks the session", () => {
    expect(categoryPageRoute("/directory/clinics", q("page=2"))).toBeUndefined();
  });

  it.each(["/", "/news", "/legal/terms", "/forum/new", "/no-such-type/x", "/news/research/some-article", "/a/b/c/d"])(
    "leaves %s alone",
    (path) => expect(categoryPageRoute(path, q("page=2"))).toBeUndefined(),
  );

  it("sends the internal addresses, asked for from outside, to the missing page 0", () => {
    for (const path of [
      "/news/research/_page/2",
      "/news/research/_page",
      "/directory/clinics/_page/2",
      "/x/y/_page/1/z",
    ]) {
      expect(categoryPageRoute(path, q()), path).toMatch(/\/_page\/0$/);
    }
  });
});
