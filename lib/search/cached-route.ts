import { isMembersOnly } from "@/lib/auth/members-only";
import { parseSearchParams, searchHref, type SearchParams } from "./params";

// A visitor's search, /search?q=...&type=..., is the same page for every visitor who asks the same
// thing, but a page that reads its query renders per request (about 60 ms of server time each: 40
// answers a second on this machine at 50 connections, p99 several seconds). So proxy.ts rewrites a
// visitor's search (no session cookie) to an internal route with the query in the path,
// /search/_q/{key}, which Next renders once and serves from its cache for a few minutes
// (app/[locale]/(site)/search/%5Fq/[key]). The key is the canonical query (searchHref's: the same words and filters in
// any order, with extra spaces or unknown parameters, give one key) in base64url: one path segment whatever was typed. Members keep the
// per-request page (their search looks into members-only bodies), and so do the members-only
// directory searches. The entries are keyed by what visitors type, so the shared cache caps them
// with the data entries (lib/cache/handler.mjs). As with lib/content/category-pages.ts, the
// internal address is not public: asked for from outside, it is a page that does not exist.
export const searchPageSegment = "_q";
const notAPage = "-";

/**
 * The internal route that serves `path` + `search` (without the locale) from the cache: a visitor's
 * search, or the page that does not exist for the internal address asked for from outside; else
 * undefined (a member's search, the members-only ones, any other page).
 */
export function searchPageRoute(path: string, search: URLSearchParams, member: boolean): string | undefined {
  const segments = path.split("/").filter(Boolean);
  if (segments[0] !== "search") return undefined;
  if (segments[1] === searchPageSegment) return `/search/${searchPageSegment}/${notAPage}`;
  if (member || segments.length !== 1 || isMembersOnly(path, search)) return undefined;
  return `/search/${searchPageSegment}/${searchKey(parseSearchParams(queryRecord(search)))}`;
}

/** The search a key stands for, or null when it is not a key this module wrote. */
export function searchForKey(key: string): SearchParams | null {
  const query = fromBase64Url(key);
  if (query === null) return null;
  const search = new URLSearchParams(query);
  const parsed = parseSearchParams(queryRecord(search));
  return searchKey(parsed) === key && !isMembersOnly("/search", search) ? parsed : null;
}

export function searchKey(search: SearchParams): string {
  const href = searchHref(search);
  return `k${toBase64Url(href.slice(href.indexOf("?") + 1 || href.length))}`;
}

function queryRecord(search: URLSearchParams): Record<string, string[]> {
  const record: Record<string, string[]> = {};
  for (const [name, value] of search) (record[name] ??= []).push(value);
  return record;
}

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(key: string): string | null {
  if (!/^k[A-Za-z0-9_-]{0,1400}$/.test(key)) return null;
  try {
    const binary = atob(key.slice(1).replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}
