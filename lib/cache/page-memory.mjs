// A second or two of the visitors' cached pages, kept in this process's memory by the app's own
// HTTP server (server.mjs), so that a popular page is answered without running Next at all: the
// "micro-cache" a caching proxy in front would be, inside the process (docs/adr/0043-visitors-pages-from-memory.md).
// Next serves a cached page from its cache, but still runs proxy.ts, routing
// and the send (ETag, compression) per request: a fifth of the bare Next page's rate at this site's
// page size, against the same answer copied from memory.
//
// What is kept is what Next would let a shared cache keep (its Cache-Control has s-maxage: a
// prerendered or revalidated page or file), answered 200, never a member's: a request with either
// next-auth session cookie, the preview's draft-mode cookie, a Range or a revalidation header goes
// to Next, and so does every write. An answer is keyed by its address and every request header
// the answer depends on (the language cookie, Accept-Language, the encoding, Next's client-router
// headers, the host and scheme), so a reader of another language, or of the same page as a client
// navigation, never gets it; an answer that varies on anything else, or sets any cookie, is not
// kept. The language cookie is read by the parser Next reads it with for next-intl (languageCookie),
// and a request that carries it twice is left to Next: the language a page is kept under is always
// the one it was rendered in. Entries live RESPONSE_CACHE_SECONDS (1 by default; 0 turns this
// off), and every tag revalidation known to this process (its own, and the other processes' through
// the shared cache's LISTEN) empties the memory, so an editor's change is never hidden by it.
// Plain JavaScript because server.mjs runs in Node without a build step.
import { LRUCache } from "lru-cache";
import { isMemberCookieHeader } from "../auth/member-request.mjs";
import { languageCookie } from "../i18n/language-cookie.mjs";

// Next's draft mode (the editor's preview) and its older preview mode.
const PREVIEW_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
// The request headers an answer kept here may depend on; they are all part of its key.
const KEY_HEADERS = [
  "host",
  "x-forwarded-host",
  "x-forwarded-proto",
  "accept-encoding",
  "accept-language",
  "sec-fetch-dest",
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
];
// What an answer kept here may vary on: the key's headers (Cookie: only the language cookie can
// change a visitor's cached page, and it is in the key).
const VARY_KEPT = new Set([...KEY_HEADERS, "cookie"]);
// Requests that change what Next answers, or ask for part of it.
const BYPASS_HEADERS = ["range", "authorization", "x-prerender-revalidate", "next-action"];
// Headers not replayed: Node writes its own.
const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
const NO_CACHE = /\bno-cache\b/i;
const MAX_URL_LENGTH = 2048;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const DEFAULT_MAX_ENTRY_BYTES = 2 * 1024 * 1024;
// Where the shared cache (lib/cache/handler.mjs) reports tag revalidations in this process.
const revalidatedKey = Symbol.for("covid-info.tags-revalidated");

/** RESPONSE_CACHE_SECONDS: how long a visitor's page is kept in memory, a whole number (default 1; 0 is off). */
export function pageMemorySeconds(value) {
  if (value === undefined || value === "") return 1;
  if (!/^\d{1,3}$/.test(value))
    throw new Error(`RESPONSE_CACHE_SECONDS must be a whole number of seconds (got ${JSON.stringify(value)})`);
  return Number(value);
}

/** Tells this process's memory of pages (if any) that cached content changed. */
export function announceRevalidated() {
  globalThis[revalidatedKey]?.();
}

/**
 * The memory of one server. `keyOf` says whether a request may be answered from it; `serve` answers
 * it when an entry is there; otherwise `record` follows Next's answer and keeps it when `decide`
 * (called as the headers leave) finds it may be kept.
 */
export function createPageMemory({
  seconds,
  maxBytes = DEFAULT_MAX_BYTES,
  maxEntryBytes = DEFAULT_MAX_ENTRY_BYTES,
  global = true,
}) {
  const entries = new LRUCache({
    maxSize: maxBytes,
    maxEntrySize: maxEntryBytes,
    sizeCalculation: (entry) => entry.size,
    ttl: seconds * 1000,
  });
  // Every entry is forgotten when a tag is revalidated: entries are too short-lived to be worth
  // tracking by tag, and any content change may reach any page (lists, the home page, feeds).
  const clear = () => entries.clear();
  if (global) globalThis[revalidatedKey] = clear;

  return {
    /** The entry's key for this request, or undefined when it must go to Next. */
    keyOf(request) {
      if (seconds <= 0 || request.method !== "GET") return undefined;
      const url = request.url ?? "/";
      if (url.length > MAX_URL_LENGTH || url.startsWith("/_next/") || url.startsWith("/api/")) return undefined;
      const headers = request.headers;
      const cookie = headers.cookie ?? "";
      if (isMemberCookieHeader(cookie) || PREVIEW_COOKIE.test(cookie)) return undefined;
      if (BYPASS_HEADERS.some((name) => headers[name] !== undefined)) return undefined;
      const language = languageCookie(cookie);
      if (language.pairs > 1) return undefined;
      return JSON.stringify([url, language.value ?? null, ...KEY_HEADERS.map((name) => headers[name] ?? "")]);
    },

    /** Answers from memory when `key` is there (a 304 when the reader has that version); true if it did. */
    serve(key, request, response) {
      // A reader who asks for a fresh answer (a hard reload sends no-cache) gets Next's, which is then kept.
      if (NO_CACHE.test(`${request.headers["cache-control"] ?? ""},${request.headers.pragma ?? ""}`)) return false;
      const entry = entries.get(key);
      if (!entry) return false;
      const age = String(Math.floor((Date.now() - entry.stored) / 1000));
      if (entry.etag && matches(request.headers["if-none-match"], entry.etag)) {
        response.writeHead(
          304,
          headersObject([...entry.headers.filter(([name]) => !name.startsWith("content-")), ["age", age]]),
        );
        response.end();
        return true;
      }
      response.writeHead(
        entry.status,
        headersObject([...entry.headers, ["content-length", String(entry.body.length)], ["age", age]]),
      );
      response.end(entry.body);
      return true;
    },

    /**
     * Follows Next's answer to `key`: the body's bytes as they reach the socket (after Next's
     * compression, so it must be called before Next's handler). Call `decide` when the headers leave.
     */
    record(key, response) {
      let chunks = null;
      let size = 0;
      let pending = null;
      const write = response.write;
      const end = response.end;
      const add = (chunk, encoding) => {
        if (!chunks || chunk == null || typeof chunk === "function") return;
        const buffer =
          typeof chunk === "string"
            ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
            : Buffer.from(chunk);
        size += buffer.length;
        if (size > maxEntryBytes) chunks = null;
        else chunks.push(buffer);
      };
      response.write = function (chunk, encoding, callback) {
        const written = write.call(this, chunk, encoding, callback);
        add(chunk, encoding);
        return written;
      };
      response.end = function (chunk, encoding, callback) {
        const result = end.call(this, chunk, encoding, callback);
        add(chunk, encoding);
        if (chunks && pending) {
          const body = Buffer.concat(chunks);
          chunks = null;
          entries.set(key, { ...pending, body, size: body.length + pending.headerBytes, stored: Date.now() });
        }
        return result;
      };
      return {
        /** Whether the answer leaving with `status` (Next's own Cache-Control was `nextCacheControl`) is kept. */
        decide(status, nextCacheControl) {
          const headers = response.getHeaders();
          if (!keepable(status, nextCacheControl, headers)) return false;
          const list = [];
          let headerBytes = 0;
          for (const [name, value] of Object.entries(headers)) {
            // The request id is each request's own (server.mjs sets it before anything else).
            if (HOP_HEADERS.has(name) || name === "x-request-id" || value === undefined) continue;
            for (const one of Array.isArray(value) ? value : [value]) {
              list.push([name, String(one)]);
              headerBytes += name.length + String(one).length;
            }
          }
          pending = {
            status,
            headers: list,
            etag: typeof headers.etag === "string" ? headers.etag : undefined,
            headerBytes,
          };
          chunks = [];
          return true;
        },
      };
    },

    clear,
    get count() {
      return entries.size;
    },
  };
}

/** Whether an answer may be kept: a 200 Next would let a shared cache keep, for every reader of its key. */
export function keepable(status, nextCacheControl, headers) {
  if (status !== 200 || !/\bs-maxage=/.test(nextCacheControl ?? "")) return false;
  if (/\b(?:no-store|private)\b/.test(nextCacheControl)) return false;
  // A stale answer is being regenerated: the next request gets the new one from Next.
  if (String(headers["x-nextjs-cache"] ?? "").toUpperCase() === "STALE") return false;
  // After server.mjs's policy: a token page or a member's answer is never kept.
  if (/\bno-store\b/.test(String(headers["cache-control"] ?? ""))) return false;
  // A cookie is the reader's own: never replayed to another (next-intl sets the language one on a first visit).
  if (headers["set-cookie"] !== undefined) return false;
  const vary = String(headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((name) => VARY_KEPT.has(name));
}

/**
 * The kept headers as writeHead's object (a header named twice, such as Set-Cookie or Link, as a
 * list): Node refuses a raw array of pairs once a header was set on the response (the request id).
 */
function headersObject(pairs) {
  const headers = {};
  for (const [name, value] of pairs) {
    const before = headers[name];
    headers[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return headers;
}

/** If-None-Match against an entity tag (weak comparison, as for GET). */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
