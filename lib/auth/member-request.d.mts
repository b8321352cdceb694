// Types of lib/auth/member-request.mjs (plain JavaScript, loaded by server.mjs without a build).
export declare const SESSION_COOKIE_NAMES: readonly ["next-auth.session-token", "__Secure-next-auth.session-token"];
export declare function sessionCookieNameFor(
  secure: boolean,
): "next-auth.session-token" | "__Secure-next-auth.session-token";
export declare const SESSION_COOKIE: RegExp;
export declare function isMemberCookieHeader(cookie: string | null | undefined): boolean;
export declare function hasMemberCookie(cookies: { has(name: string): boolean }): boolean;
