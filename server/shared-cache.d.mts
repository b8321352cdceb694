// Types of server/shared-cache.mjs (plain JavaScript, loaded by the server without a build).
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
