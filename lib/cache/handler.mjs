// Next.js's incremental cache (ISR pages, route handlers, unstable_cache) shared by every app
// process through PostgreSQL, configured as `cacheHandler` in next.config.ts. Plain JavaScript:
// `next start` imports this file with Node itself, outside the compiled app.
//
// - Entries live in "NextCacheEntry" (one row per build and key) with a per-process LRU copy in
//   memory in front, so a cache hit is a Map lookup, as with Next's own file-system cache.
// - Tag revalidations (revalidateTag, and revalidatePath through its `_N_T_` tags) are stored in
//   "NextCacheTag" and announced with pg_notify on one channel. Every process LISTENs and keeps all
//   tag times in memory; an entry older than one of its tags' revalidation is a miss, and the
//   process then reads the shared row (another process may already have rendered it again) or
//   renders it itself. A process that lost its LISTEN connection reloads every tag when it is back.
// - Data entries (unstable_cache: search results, tag pages) are keyed by what visitors type, so
//   their rows are capped per build (maxDataEntries, 5,000): every evictEvery-th data write, the
//   least recently written beyond the cap are deleted (docs/adr/0024-bounded-search-cache.md).
//   So are the visitors' search pages (/search/_q/{key}). Pages and routes are capped per build too
//   (maxPageEntries, 10,000: a backstop, as their keys are the site's own addresses), and an answer
//   that is not a success (a notFound() page, which any visitor can ask for under any address) is
//   never written to the database: it stays in this process's bounded memory copy only.
// docs/adr/0026-shared-cache-on-postgresql.md has the reasons.
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { announceRevalidated } from "./page-memory.mjs";
import { log } from "../ops/log.mjs";
import { metrics } from "../ops/metrics.mjs";

const CHANNEL = "next_cache_tags";
const LISTENER_NAME = "next-cache-tags";
const TAGS_HEADER = "x-next-cache-tags";
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const RECONNECT_DELAY_MS = 1000;
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;
const DEFAULT_MAX_DATA_ENTRIES = 5000;
const DEFAULT_MAX_PAGE_ENTRIES = 10_000;
const DEFAULT_EVICT_EVERY = 100;
const BUFFER = "\u0000buffer";
const MAP = "\u0000map";
const VISITOR_KEYED_PAGES = "/search/_q/";

/** JSON that keeps Buffers (rscData, route bodies) and Maps (segmentData). */
export function serialize(value) {
  return JSON.stringify(value, function replacer(key, json) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { [BUFFER]: raw.toString("base64") };
    if (raw instanceof Map) return { [MAP]: [...raw] };
    return json;
  });
}

export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (BUFFER in value) return Buffer.from(value[BUFFER], "base64");
      if (MAP in value) return new Map(value[MAP]);
    }
    return value;
  });
}

/** The tags an entry answers to: the response's own (pages, routes) or the fetch's. */
function tagsOf(value, ctx) {
  if (!value) return [];
  const header = value.headers?.[TAGS_HEADER];
  if (typeof header === "string") return header.split(",");
  const tags = new Set(value.tags ?? []);
  for (const tag of ctx?.tags ?? []) tags.add(tag);
  for (const tag of ctx?.softTags ?? []) tags.add(tag);
  return [...tags];
}

/**
 * The shared cache of one process: the pool, the LISTEN connection, the tag times and the memory
 * copy. `createSharedCache` makes independent ones (the tests use two as two processes).
 */
export function createSharedCache({
  connectionString,
  buildId,
  maxMemoryBytes = DEFAULT_MEMORY_BYTES,
  listen = true,
  maxDataEntries = DEFAULT_MAX_DATA_ENTRIES,
  maxPageEntries = DEFAULT_MAX_PAGE_ENTRIES,
  evictEvery = DEFAULT_EVICT_EVERY,
  onRevalidated = () => {},
}) {
  const writes = { FETCH: 0, "": 0 };
  const caps = { FETCH: maxDataEntries, "": maxPageEntries };
  const memory = new Map(); // key -> { entry, size, tags }; insertion order is the LRU order
  let memoryBytes = 0;
  const tagTimes = new Map(); // tag -> { stale?: number, expired?: number }
  // Short timeouts: a cache that cannot answer quickly is a miss, not a hung request.
  const pool = connectionString
    ? new pg.Pool({
        connectionString,
        max: 3,
        allowExitOnIdle: true,
        connectionTimeoutMillis: 2000,
        query_timeout: 5000,
      })
    : null;
  pool?.on("error", (error) => warn("pool", error));
  let listener = null;
  let synced = !listen || !pool; // true while tag times are known to be current
  let syncing = null;
  let lastAttempt = 0;
  let closed = false;
  const warned = new Map();

  function warn(what, error) {
    // One line per kind of failure a minute: a database outage must not flood the log.
    const now = Date.now();
    if ((warned.get(what) ?? 0) > now - 60_000) return;
    warned.set(what, now);
    log.warn({ err: error }, `shared cache: ${what} failed`);
  }

  function mergeTag(tag, stale, expired) {
    const known = tagTimes.get(tag) ?? {};
    const times = {
      stale: Math.max(known.stale ?? 0, Number(stale ?? 0)) || undefined,
      expired: Math.max(known.expired ?? 0, Number(expired ?? 0)) || undefined,
    };
    tagTimes.set(tag, times);
    if (times.stale !== known.stale || times.expired !== known.expired) onRevalidated();
  }

  /** False when one of `tags` was revalidated after `lastModified` (stale or expired: both re-render). */
  function isCurrent(tags, lastModified) {
    const now = Date.now();
    for (const tag of tags) {
      const times = tagTimes.get(tag);
      if (!times) continue;
      if (times.stale && times.stale > lastModified) return false;
      if (times.expired && times.expired <= now && times.expired > lastModified) return false;
    }
    return true;
  }

  function remember(key, entry, size, tags) {
    const old = memory.get(key);
    if (old) {
      memoryBytes -= old.size;
      memory.delete(key);
    }
    if (size > maxMemoryBytes) return;
    memory.set(key, { entry, size, tags });
    memoryBytes += size;
    for (const [oldest, item] of memory) {
      if (memoryBytes <= maxMemoryBytes) break;
      memory.delete(oldest);
      memoryBytes -= item.size;
    }
  }

  async function loadAllTags(client) {
    const { rows } = await client.query(`SELECT tag, stale, expired FROM "NextCacheTag"`);
    for (const row of rows) mergeTag(row.tag, row.stale, row.expired);
  }

  function onNotification(message) {
    if (message.channel !== CHANNEL || !message.payload) return;
    if (message.payload === "*") {
      void pool?.query(`SELECT tag, stale, expired FROM "NextCacheTag"`).then(
        ({ rows }) => {
          for (const row of rows) mergeTag(row.tag, row.stale, row.expired);
        },
        (error) => {
          synced = false;
          warn("tag reload", error);
        },
      );
      return;
    }
    try {
      for (const [tag, stale, expired] of JSON.parse(message.payload)) mergeTag(tag, stale, expired);
    } catch (error) {
      warn("tag notification", error);
    }
  }

  function lost(client, error) {
    if (listener !== client) return;
    if (error) warn("tag listener", error);
    listener = null;
    synced = false;
    // Revalidations may be missed until the listener is back: nothing kept beside this cache is trusted.
    onRevalidated();
    client.end().catch(() => {});
    if (!closed)
      setTimeout(() => {
        void sync();
      }, RECONNECT_DELAY_MS).unref();
  }

  /** Connects the LISTEN client and loads every tag time; at most one attempt a second. */
  function sync() {
    if (synced || closed || !pool) return Promise.resolve();
    if (syncing) return syncing;
    if (Date.now() - lastAttempt < RECONNECT_DELAY_MS) return Promise.resolve();
    lastAttempt = Date.now();
    syncing = (async () => {
      const client = new pg.Client({
        connectionString,
        application_name: LISTENER_NAME,
        connectionTimeoutMillis: 2000,
      });
      client.on("notification", onNotification);
      client.on("error", (error) => lost(client, error));
      client.on("end", () => lost(client));
      try {
        await client.connect();
        // LISTEN before reading, so nothing revalidated in between is missed.
        await client.query(`LISTEN ${CHANNEL}`);
        await loadAllTags(client);
        listener = client;
        synced = true;
      } catch (error) {
        warn("tag listener connect", error);
        client.end().catch(() => {});
        if (!closed)
          setTimeout(() => {
            void sync();
          }, RECONNECT_DELAY_MS).unref();
      }
    })().finally(() => {
      syncing = null;
    });
    return syncing;
  }

  async function readShared(key) {
    if (!pool) return null;
    try {
      const { rows } = await pool.query(`SELECT value FROM "NextCacheEntry" WHERE "buildId" = $1 AND key = $2`, [
        buildId,
        key,
      ]);
      const text = rows[0]?.value;
      return typeof text === "string" ? { entry: deserialize(text), size: text.length } : null;
    } catch (error) {
      warn("read", error);
      return null;
    }
  }

  /**
   * Deletes this build's entries of `kind` ("FETCH": data, "": pages and routes) beyond the newest
   * of its cap (by last write, then key: two writes in the same microsecond must not take a third
   * entry with them).
   */
  async function evict(kind) {
    if (!pool) return;
    try {
      await pool.query(
        `DELETE FROM "NextCacheEntry" WHERE "buildId" = $1 AND kind = $3 AND ("updatedAt", key) <= (
           SELECT "updatedAt", key FROM "NextCacheEntry" WHERE "buildId" = $1 AND kind = $3
           ORDER BY "updatedAt" DESC, key DESC OFFSET $2 LIMIT 1)`,
        [buildId, caps[kind], kind],
      );
    } catch (error) {
      warn("evict", error);
    }
  }

  async function prune() {
    if (!pool) return;
    await evict("FETCH");
    await evict("");
    try {
      // Other builds' entries once they are a day old; then tag times older than every entry left,
      // which can no longer make any entry stale.
      await pool.query(
        `DELETE FROM "NextCacheEntry" WHERE "buildId" <> $1 AND "updatedAt" < now() - interval '1 day'`,
        [buildId],
      );
      await pool.query(
        `DELETE FROM "NextCacheTag" WHERE GREATEST(COALESCE(stale, 0), COALESCE(expired, 0)) < (SELECT COALESCE(min("lastModified"), 0) FROM "NextCacheEntry")`,
      );
    } catch (error) {
      warn("prune", error);
    }
  }
  const pruneTimer =
    listen && pool
      ? setInterval(() => {
          void prune();
        }, PRUNE_INTERVAL_MS)
      : null;
  pruneTimer?.unref();

  return {
    async get(key, ctx) {
      if (!synced) await sync();
      const held = memory.get(key);
      if (held) {
        // Tags of a fetch entry come with each call; a response's are its own.
        const tags = held.entry.value?.kind === "FETCH" ? tagsOf(held.entry.value, ctx) : held.tags;
        if (isCurrent(tags, held.entry.lastModified)) {
          memory.delete(key);
          memory.set(key, held);
          metrics.sharedCache.inc({ result: "memory" });
          return held.entry;
        }
      }
      const shared = await readShared(key);
      if (!shared || !isCurrent(tagsOf(shared.entry.value, ctx), shared.entry.lastModified)) {
        metrics.sharedCache.inc({ result: "miss" });
        return null;
      }
      metrics.sharedCache.inc({ result: "shared" });
      remember(key, shared.entry, shared.size, tagsOf(shared.entry.value));
      return shared.entry;
    },

    async set(key, data, ctx) {
      const value = data && data.kind === "FETCH" ? { ...data, tags: ctx?.tags ?? data.tags ?? [] } : data;
      const entry = {
        lastModified: Date.now(),
        value,
        ...(!ctx?.fetchCache && ctx?.cacheControl ? { cacheControl: ctx.cacheControl } : {}),
      };
      const text = serialize(entry);
      remember(key, entry, text.length, tagsOf(value));
      if (!pool || !value) return;
      // Not found (or any other failure): as many keys as visitors can type, so never a row; an older
      // row of the key (the page before its item was withdrawn) must not be served in its place.
      if ((value.status ?? 200) >= 400) {
        await pool
          .query(`DELETE FROM "NextCacheEntry" WHERE "buildId" = $1 AND key = $2`, [buildId, key])
          .catch((error) => warn("write", error));
        return;
      }
      // Visitors' search pages (lib/search/cached-route.ts) are keyed by what visitors type too: they
      // count, and are evicted, with the data entries.
      const kind = value.kind === "FETCH" || key.includes(VISITOR_KEYED_PAGES) ? "FETCH" : "";
      try {
        await pool.query(
          `INSERT INTO "NextCacheEntry" ("buildId", key, value, "lastModified", "updatedAt", kind) VALUES ($1, $2, $3, $4, clock_timestamp(), $5)
           ON CONFLICT ("buildId", key) DO UPDATE SET value = EXCLUDED.value, "lastModified" = EXCLUDED."lastModified", "updatedAt" = clock_timestamp(), kind = EXCLUDED.kind
           WHERE "NextCacheEntry"."lastModified" <= EXCLUDED."lastModified"`,
          [buildId, key, text, entry.lastModified, kind],
        );
      } catch (error) {
        warn("write", error);
      }
      if (++writes[kind] % evictEvery === 0) await evict(kind);
    },

    async revalidateTag(tags, durations) {
      const list = [...new Set(typeof tags === "string" ? [tags] : tags)];
      if (!list.length) return;
      const now = Date.now();
      // Next's own semantics: a profile marks the tag stale now (and expired after `expire`); no
      // profile expires it now.
      const rows = list.map((tag) =>
        durations
          ? [tag, now, durations.expire === undefined ? null : now + durations.expire * 1000]
          : [tag, null, now],
      );
      for (const [tag, stale, expired] of rows) mergeTag(tag, stale, expired);
      if (!pool) return;
      const payload = JSON.stringify(rows);
      try {
        // One statement, so the notification goes out when the times are committed.
        await pool.query(
          `WITH saved AS (
             INSERT INTO "NextCacheTag" (tag, stale, expired, "updatedAt")
             SELECT * , now() FROM unnest($1::text[], $2::bigint[], $3::bigint[])
             ON CONFLICT (tag) DO UPDATE SET
               stale = GREATEST("NextCacheTag".stale, EXCLUDED.stale),
               expired = GREATEST("NextCacheTag".expired, EXCLUDED.expired),
               "updatedAt" = now()
           )
           SELECT pg_notify($4, $5)`,
          [
            rows.map((r) => r[0]),
            rows.map((r) => r[1]),
            rows.map((r) => r[2]),
            CHANNEL,
            payload.length < 7900 ? payload : "*",
          ],
        );
      } catch (error) {
        warn("revalidate", error);
      }
    },

    /** Stops listening and closes the pool (tests; a server process just exits). */
    async close() {
      closed = true;
      if (pruneTimer) clearInterval(pruneTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
      await pool?.end().catch(() => {});
    },

    prune,
  };
}

/**
 * The id of the build this process serves. Read from the build folder next.config.ts names
 * (NEXT_DIST_DIR), not from the handler's context: Next also runs a copy of this file bundled into
 * the app, whose context names the default `.next` folder.
 */
function currentBuildId(building, serverDistDir) {
  // During `next build` the id is not written yet; next.config.ts keeps it in the environment.
  if (building) return process.env.NEXT_PUBLIC_BUILD_ID ?? "unknown";
  for (const file of [
    path.resolve(process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"),
    serverDistDir && path.join(serverDistDir, "..", "BUILD_ID"),
  ]) {
    try {
      if (file) return readFileSync(file, "utf8").trim();
    } catch {
      // try the next place
    }
  }
  return process.env.NEXT_PUBLIC_BUILD_ID ?? "unknown";
}

// One shared cache per process, however many handler instances (and copies of this module: the
// one Next imports and the one bundled into the app) there are.
const globalKey = Symbol.for("covid-info.shared-cache");

/** The class Next instantiates (see the `cacheHandler` option). */
export default class SharedCacheHandler {
  constructor(ctx) {
    const building = process.env.NEXT_PHASE === "phase-production-build";
    this.cache = globalThis[globalKey] ??= createSharedCache({
      connectionString: process.env.DATABASE_URL,
      buildId: currentBuildId(building, ctx.serverDistDir),
      maxMemoryBytes: ctx.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES,
      // Build workers only write what they prerender; tags matter to running servers.
      listen: !building,
      // The server's memory of visitors' pages (lib/cache/page-memory.mjs) forgets them.
      onRevalidated: announceRevalidated,
    });
  }

  get(key, ctx) {
    return this.cache.get(key, ctx);
  }

  set(key, data, ctx) {
    return this.cache.set(key, data, ctx);
  }

  revalidateTag(tags, durations) {
    return this.cache.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
