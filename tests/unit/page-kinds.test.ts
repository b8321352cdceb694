// The page-kinds table (lib/page-kinds.ts) against the pages themselves: every page under
// app/[locale] is in it, a cached page is `dynamic = "force-static"` and a per-request one is not,
// and the member variants under %5Fmember are exactly the table's, each rendered per request.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { memberVariantSegment, pageKinds, pageRouteOf, type PageKind } from "@/lib/page-kinds";

const app = path.resolve(__dirname, "../../app/[locale]");

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return pages(file);
    return name === "page.tsx" ? [file] : [];
  });
}

/** A page file's route: route groups dropped, "%5F" folders named by their URL segment. */
const routeOf = (file: string) =>
  "/" +
  path
    .relative(app, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^%5F/, "_"))
    .join("/");

const dynamicOf = (file: string) => /export const dynamic = "([^"]+)"/.exec(readFileSync(file, "utf8"))?.[1];

const files = pages(app);
const memberPrefix = `/${memberVariantSegment}`;
const isMemberVariant = (route: string) => route === memberPrefix || route.startsWith(`${memberPrefix}/`);
const table = pageKinds as Record<string, PageKind>;

describe("page kinds", () => {
  it("lists every page, and every listed route is a page", () => {
    const routes = files.map(routeOf).filter((route) => !isMemberVariant(route));
    expect([...routes].sort()).toEqual(Object.keys(pageKinds).sort());
  });

  it("has each page rendered as the table says", () => {
    for (const file of files) {
      const route = routeOf(file);
      if (isMemberVariant(route)) continue;
      const dynamic = dynamicOf(file);
      if (table[route]!.rendering === "cached") expect(dynamic, route).toBe("force-static");
      else expect(dynamic, route).not.toBe("force-static");
    }
  });

  it("has a member variant, rendered per request, exactly for the routes the table gives one", () => {
    const variants = files.filter((file) => isMemberVariant(routeOf(file)));
    const expected = Object.entries(table)
      .filter(([, kind]) => kind.memberVariant)
      .map(([route]) => (route === "/" ? memberPrefix : `${memberPrefix}${route}`));
    expect(variants.map(routeOf).sort()).toEqual(expected.sort());
    for (const file of variants) expect(dynamicOf(file), routeOf(file)).toBe("force-dynamic");
  });

  it("picks routes as Next does: a static name before a parameter before a catch-all", () => {
    expect(pageRouteOf("/")).toBe("/");
    expect(pageRouteOf("/forum")).toBe("/forum");
    expect(pageRouteOf("/news")).toBe("/[type]");
    expect(pageRouteOf("/forum/posts/abc")).toBe("/forum/posts/[id]");
    expect(pageRouteOf("/forum/no/such")).toBe("/[type]/[category]/[slug]");
    expect(pageRouteOf("/legal/terms")).toBe("/legal/[slug]");
    expect(pageRouteOf("/a/b/c/d")).toBe("/[...rest]");
    // Internal routes are reached only through proxy.ts's rewrites.
    expect(pageRouteOf("/search/_q/abc")).toBe("/[type]/[category]/[slug]");
  });
});
