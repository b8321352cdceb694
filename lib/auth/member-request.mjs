// Whether a request is a member's: it carries a next-auth session cookie, by either of its names
// (`__Secure-` when the site is served over https). Only the cookie's presence counts: it decides
// which copy of a page a request gets (the visitors' cached one or the member variant rendered per
// request) and which cache headers an answer may carry; the page itself then reads the session, and
// a forged or expired cookie gets the visitors' content from it. The session is one cookie, never
// chunked (lib/auth/session.ts writes a single JWT well under a cookie's size), so "name.0" is not
// one. Plain JavaScript with no imports, so that the HTTP server's steps (run without a build), the
// page memory, the shared-cache policy, proxy.ts and lib/auth/options.ts all decide it here.

const BASE_NAME = "next-auth.session-token";
const SECURE_NAME = `__Secure-${BASE_NAME}`;

/** Both names the session cookie may have. */
export const SESSION_COOKIE_NAMES = [BASE_NAME, SECURE_NAME];

/** The session cookie's name: the `__Secure-` one when cookies are marked Secure (https). */
export const sessionCookieNameFor = (secure) => (secure ? SECURE_NAME : BASE_NAME);

/** Either session cookie in a Cookie header. */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token=/;

/** Whether a Cookie header (or its absence) carries a session cookie: the request is a member's. */
export const isMemberCookieHeader = (cookie) => typeof cookie === "string" && SESSION_COOKIE.test(cookie);

/** Whether a cookie jar with `has(name)` (Next's request.cookies) holds a session cookie. */
export const hasMemberCookie = (cookies) => SESSION_COOKIE_NAMES.some((name) => cookies.has(name));
