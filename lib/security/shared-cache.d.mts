// Types of lib/security/shared-cache.mjs (plain JavaScript, loaded by server.mjs without a build).
export declare function sharedCacheSeconds(value: string | undefined): number;
export declare function sharedCachePolicy(
  request: {
    method: string;
    url: string;
    cookie?: string;
    cacheControl?: string;
    status?: number;
    setsCookie?: boolean;
  },
  seconds?: number,
): { cacheControl: string; vary?: string } | null;
export declare function languageCookie(cookie?: string): { value: string | undefined; pairs: number };
