import { describe, expect, it } from "vitest";
import { getPathname } from "@/lib/i18n/navigation";
import { internalPath, publicPath, splitLocale } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";

// The proxy spells paths out itself (it runs before the navigation helpers load): it must agree
// with next-intl's getPathname, which every link, redirect and e-mail link goes through.
describe("paths", () => {
  const paths = ["/", "/news", "/auth/need-login", "/forum/posts/abc"];

  it("publicPath is what getPathname gives, in every language", () => {
    for (const locale of routing.locales)
      for (const path of paths)
        expect(publicPath(locale, path), `${locale} ${path}`).toBe(getPathname({ locale, href: path }));
  });

  it("splitLocale undoes publicPath", () => {
    for (const locale of routing.locales)
      for (const path of paths) expect(splitLocale(publicPath(locale, path))).toMatchObject({ locale, path });
    expect(splitLocale("/español")).toEqual({ locale: "en", path: "/español", prefixed: false });
  });

  it("internalPath always carries the locale segment (the app's own routes)", () => {
    expect(internalPath("en", "/news")).toBe("/en/news");
    expect(internalPath("pt", "/")).toBe("/pt");
  });
});
