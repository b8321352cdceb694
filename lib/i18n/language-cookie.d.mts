// Types of lib/i18n/language-cookie.mjs (plain JavaScript, loaded by the server without a build).
export declare function languageCookie(cookie?: string): { value: string | undefined; pairs: number };
