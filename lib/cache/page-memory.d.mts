// Types of lib/cache/page-memory.mjs (plain JavaScript, because server.mjs runs without a build step).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

export function pageMemorySeconds(value: string | undefined): number;
export function announceRevalidated(): void;
export function keepable(status: number, nextCacheControl: string | undefined, headers: OutgoingHttpHeaders): boolean;

export type PageMemory = {
  keyOf(request: IncomingMessage): string | undefined;
  serve(key: string, request: IncomingMessage, response: ServerResponse): boolean;
  record(
    key: string,
    response: ServerResponse,
  ): { decide(status: number, nextCacheControl: string | undefined): boolean };
  clear(): void;
  readonly count: number;
};

export function createPageMemory(options: {
  seconds: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  /** Whether tag revalidations announced in this process empty it (true; tests make private ones). */
  global?: boolean;
}): PageMemory;
