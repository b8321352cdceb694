// "Is this a member's request" is decided in lib/auth/member-request.mjs: a session cookie by either
// of its names, in a Cookie header or in Next's cookie jar, and the name the session is written under.
import { describe, expect, it } from "vitest";
import {
  hasMemberCookie,
  isMemberCookieHeader,
  SESSION_COOKIE_NAMES,
  sessionCookieNameFor,
} from "@/lib/auth/member-request.mjs";

describe("a member's request", () => {
  it("is one with either session cookie in its Cookie header", () => {
    expect(isMemberCookieHeader("next-auth.session-token=abc")).toBe(true);
    expect(isMemberCookieHeader("NEXT_LOCALE=es; __Secure-next-auth.session-token=abc")).toBe(true);
    expect(isMemberCookieHeader("NEXT_LOCALE=es")).toBe(false);
    expect(isMemberCookieHeader("x-next-auth.session-token=abc")).toBe(false);
    expect(isMemberCookieHeader("next-auth.session-token.0=abc")).toBe(false);
    expect(isMemberCookieHeader(undefined)).toBe(false);
  });

  it("is one whose cookie jar holds either name", () => {
    for (const name of SESSION_COOKIE_NAMES) expect(hasMemberCookie(new Map([[name, "abc"]]))).toBe(true);
    expect(hasMemberCookie(new Map([["NEXT_LOCALE", "es"]]))).toBe(false);
  });

  it("names the session cookie as the header check reads it, over http and https", () => {
    expect(sessionCookieNameFor(false)).toBe("next-auth.session-token");
    expect(sessionCookieNameFor(true)).toBe("__Secure-next-auth.session-token");
    for (const secure of [false, true]) expect(isMemberCookieHeader(`${sessionCookieNameFor(secure)}=abc`)).toBe(true);
  });
});
