import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { isMembersOnly } from "@/lib/auth/members-only";

describe("safeCallbackUrl: only paths on this site", () => {
  it.each([
    ["/news/vaccines/boosters", "/news/vaccines/boosters"],
    ["/es/directory?country=MX", "/es/directory?country=MX"],
    ["/user/account#profile", "/user/account#profile"],
    ["/search?q=100%25%20sure", "/search?q=100%25%20sure"],
    ["/news/./vaccines/../vaccines", "/news/vaccines"],
    ["/fr/recherche?q=a%5Cb", "/fr/recherche?q=a%5Cb"],
  ])("keeps %s", (input, expected) => expect(safeCallbackUrl(input)).toBe(expected));

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    // Normalisation: dot segments, percent-encoding and characters browsers strip.
    "/..//evil.example/x",
    "/../..//evil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E/%2Fevil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%252F%252Fevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/..%2F%2Fevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "/%",
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
