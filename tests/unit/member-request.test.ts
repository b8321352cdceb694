// "Is this a member's request" is decided in lib/auth/member-request.mjs: a session cookie by either
// of its names, in a Cookie header or in Next's cookie jar, and the name the session is written under.
// Every other place that needs the answer imports it, so no other file spells the cookie's name.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
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
    expect(isMemberCookieHeader("NEXT_LOCALE=es;__Secure-next-auth.session-token=abc")).toBe(true);
    expect(isMemberCookieHeader("NEXT_LOCALE=es")).toBe(false);
    expect(isMemberCookieHeader("x-next-auth.session-token=abc")).toBe(false);
    expect(isMemberCookieHeader("__Host-next-auth.session-token=abc")).toBe(false);
    expect(isMemberCookieHeader("next-auth.session-token-x=abc")).toBe(false);
    expect(isMemberCookieHeader("NEXT_LOCALE=next-auth.session-token=abc")).toBe(false);
    expect(isMemberCookieHeader(undefined)).toBe(false);
    expect(isMemberCookieHeader(null)).toBe(false);
    expect(isMemberCookieHeader("")).toBe(false);
  });

  it("counts the cookie's presence only: an empty value is a member's request too", () => {
    // The page then reads the session and finds none; what matters here is that every place
    // (proxy, page memory, shared-cache headers) answers alike.
    expect(isMemberCookieHeader("next-auth.session-token=")).toBe(true);
    expect(isMemberCookieHeader("__Secure-next-auth.session-token=; NEXT_LOCALE=fr")).toBe(true);
    expect(hasMemberCookie(new Map([["next-auth.session-token", ""]]))).toBe(true);
  });

  it("does not count next-auth's chunk names: the session is one cookie, never chunked", () => {
    expect(isMemberCookieHeader("next-auth.session-token.0=abc")).toBe(false);
    expect(isMemberCookieHeader("next-auth.session-token.0=abc; next-auth.session-token.1=def")).toBe(false);
    expect(isMemberCookieHeader("__Secure-next-auth.session-token.0=abc")).toBe(false);
    expect(hasMemberCookie(new Map([["next-auth.session-token.0", "abc"]]))).toBe(false);
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

  it("is decided in that one module: no other application file spells the session cookie's name", () => {
    const root = path.resolve(__dirname, "../..");
    const sources = (dir: string): string[] =>
      (existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)) : []).flatMap((name) => {
        const file = path.join(dir, name);
        if (name === "generated" || name === "node_modules") return [];
        if (statSync(path.join(root, file)).isDirectory()) return sources(file);
        return /\.(?:[cm]?[jt]sx?)$/.test(name) ? [file] : [];
      });
    const files = [...sources("lib"), ...sources("app"), ...sources("server"), "proxy.ts", "server.mjs"];
    const spelling = files.filter(
      (file) =>
        file !== path.join("lib", "auth", "member-request.mjs") &&
        file !== path.join("lib", "auth", "member-request.d.mts") &&
        /session-token/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(spelling).toEqual([]);
  });
});
