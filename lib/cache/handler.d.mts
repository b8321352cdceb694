// Types of lib/cache/handler.mjs (plain JavaScript, because `next start` imports it with Node).
export type CacheEntry = {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate: number | false; expire?: number };
};
export type TagDurations = { expire?: number };

export type SharedCache = {
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<CacheEntry | null>;
  set(
    key: string,
    data: unknown,
    ctx?: { tags?: string[]; fetchCache?: boolean; cacheControl?: CacheEntry["cacheControl"] },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: TagDurations): Promise<void>;
  prune(): Promise<void>;
  close(): Promise<void>;
};

export function createSharedCache(options: {
  connectionString?: string;
  buildId: string;
  maxMemoryBytes?: number;
  listen?: boolean;
  /** Data entries (unstable_cache) kept per build; the least recently written beyond are evicted. */
  maxDataEntries?: number;
  /** Pages and routes kept per build, evicted the same way. */
  maxPageEntries?: number;
  /** Every how many writes of each kind (data, pages) of this process its cap is enforced. */
  evictEvery?: number;
  /** Called when a tag's revalidation becomes known to this process, or may have been missed. */
  onRevalidated?: () => void;
}): SharedCache;
export function serialize(value: unknown): string;
export function deserialize(text: string): unknown;

export default class SharedCacheHandler {
  constructor(ctx: { serverDistDir?: string; maxMemoryCacheSize?: number });
  get: SharedCache["get"];
  set: SharedCache["set"];
  revalidateTag: SharedCache["revalidateTag"];
  resetRequestCache(): void;
}
