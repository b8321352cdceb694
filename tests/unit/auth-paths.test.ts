import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { isMembersOnly } from "@/lib/auth/members-only";

describe("safeCallbackUrl: only paths on this site", () => {
  it.each([
    ["/news/vaccines/boosters", "/news/vaccines/boosters"],
    ["/es/directory?country=MX", "/es/directory?country=MX"],
    ["/user/account#profile", "/user/account#profile"],
  ])("keeps %s", (input, expected) => expect(safeCallbackUrl(input)).toBe(expected));

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "news",
    "",
    null,
    42,
    `/${"a".repeat(2100)}`,
  ])("refuses %s", (input) => expect(safeCallbackUrl(input, "/home")).toBe("/home"));
});

describe("isMembersOnly: the spec's guarded routes", () => {
  const q = (s = "") => new URLSearchParams(s);
  it.each(["/chat", "/user/account", "/user/bookmarks", "/directory", "/directory/clinics"])("guards %s", (path) =>
    expect(isMembersOnly(path, q())).toBe(true),
  );
  it("guards a search whose type is the directory", () =>
    expect(isMembersOnly("/search", q("q=mask&type=DIRECTORY"))).toBe(true));
  it.each(["/", "/news", "/directory/clinics/clean-air-clinic", "/auth/sign-in", "/forum", "/chatter"])(
    "leaves %s public",
    (path) => expect(isMembersOnly(path, q())).toBe(false),
  );
  it("leaves other searches public", () => expect(isMembersOnly("/search", q("q=mask&type=NEWS"))).toBe(false));
});
