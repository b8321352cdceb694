import { describe, expect, it } from "vitest";
import { routedPath } from "@/lib/security/routed-path";

// The path proxy.ts decides on (lib/security/routed-path.ts): the one Next routes, and no internal
// segment or encoded separator in any spelling.
describe("the routed path", () => {
  it("is the path decoded once, as next-intl and Next's router decode it", () => {
    expect(routedPath("/es/news")).toBe("/es/news");
    expect(routedPath("/%64irectory")).toBe("/directory");
    expect(routedPath("/%65s/news/research")).toBe("/es/news/research");
    expect(routedPath("/tag/caf%C3%A9")).toBe("/tag/café");
    expect(routedPath("/search")).toBe("/search");
    expect(routedPath("/forum/posts/a_b")).toBe("/forum/posts/a_b");
  });

  it("refuses every spelling of an internal segment", () => {
    for (const segment of ["_member", "_q", "_page", "_anything"]) {
      const [, first, ...rest] = segment;
      const tail = rest.join("");
      const hex = first!.charCodeAt(0).toString(16);
      for (const spelling of [
        segment,
        `%5F${first}${tail}`,
        `%5f${first}${tail}`,
        `%255F${first}${tail}`,
        `%25255f${first}${tail}`,
        `_%${hex.toUpperCase()}${tail}`,
        `%5F%${hex}${tail}`,
        `%255F%25${hex}${tail}`,
      ])
        for (const path of [`/${spelling}`, `/es/${spelling}/directory`, `/news/research/${spelling}/1`])
          expect(routedPath(path), path).toBeNull();
    }
  });

  it("refuses an encoded separator, once or twice encoded", () => {
    for (const path of ["/news%2Fresearch", "/news%2fresearch", "/news%5Cresearch", "/a%252Fb", "/a%255cb"])
      expect(routedPath(path), path).toBeNull();
  });
});
