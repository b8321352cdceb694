import { describe, expect, it } from "vitest";
import { pageUrl } from "@/lib/subscriptions/urls";
import { siteOrigin } from "@/lib/env";

// Links in mails are built outside Next (the worker) and must be the addresses the site's own links use.
describe("pageUrl", () => {
  it("gives English unprefixed and every other language its prefix, the home page without a trailing slash", () => {
    const origin = siteOrigin();
    expect(pageUrl("en", "/news/vaccines/a")).toBe(`${origin}/news/vaccines/a`);
    expect(pageUrl("es", "/news/vaccines/a")).toBe(`${origin}/es/news/vaccines/a`);
    expect(pageUrl("fr", "/")).toBe(`${origin}/fr`);
    expect(pageUrl("en", "/")).toBe(`${origin}/`);
  });

  it("keeps a query and a fragment after the localized path", () => {
    expect(pageUrl("pt", "/forum/posts/x?page=2#comment-3")).toBe(`${siteOrigin()}/pt/forum/posts/x?page=2#comment-3`);
  });
});
