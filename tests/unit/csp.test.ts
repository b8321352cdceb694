import { describe, expect, it } from "vitest";
import { isCachedPage, pagePolicy } from "@/lib/security/csp";

describe("isCachedPage", () => {
  it("names the routes Next serves from its cache, found or not", () => {
    for (const path of [
      "/",
      "/news",
      "/no-such-type",
      "/contribute",
      "/support",
      "/mobile",
      "/covidnet",
      "/legal/terms",
      "/legal/nope",
      "/news/research",
      "/news/no-such-category",
      "/news/research/_page/2",
      "/news/research/some-article",
      "/directory/clinics/some-clinic",
      "/forum/no/such",
    ]) {
      expect(isCachedPage(path), path).toBe(true);
    }
  });

  it("leaves every page rendered per request to the nonce policy", () => {
    for (const path of [
      "/search",
      "/directory",
      "/forum",
      "/forum/new",
      "/forum/posts/abc",
      "/chat",
      "/moderation",
      "/moderation/inbox",
      "/subscriptions",
      "/subscriptions/manage",
      "/editor",
      "/editor/new",
      "/editor/abc",
      "/editor/abc/es",
      "/admin/roles",
      "/auth/sign-in",
      "/user/account",
      "/tag/masks",
      "/directory/clinics",
      "/no-such-type/x",
      "/test-error",
      "/a/b/c/d",
    ]) {
      expect(isCachedPage(path), path).toBe(false);
    }
  });
});

describe("pagePolicy", () => {
  it("gives per-request pages a nonce and 'strict-dynamic' without 'unsafe-inline'", () => {
    const scripts = pagePolicy({ nonce: "abc123" })
      .split("; ")
      .find((d) => d.startsWith("script-src"))!;
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scripts).not.toContain("unsafe");
  });

  it("gives cached pages no nonce, and forbids framing, plugins and foreign forms on both", () => {
    for (const policy of [pagePolicy({}), pagePolicy({ nonce: "n" })]) {
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("form-action 'self'");
      expect(policy).toContain("base-uri 'self'");
    }
    expect(pagePolicy({})).not.toContain("nonce-");
  });
});
