// The shared cache handler (lib/cache/handler.mjs) with two independent instances standing for two
// app processes on one database: entries written by one are read by the other, a tag revalidated
// on one reaches the other (pg_notify, or a reload after a lost connection), builds do not mix.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createSharedCache, deserialize, serialize, type SharedCache } from "../../lib/cache/handler.mjs";

const url = inject("databaseUrl");
const opened: SharedCache[] = [];
const open = (buildId = "build-1") => {
  const cache = createSharedCache({ connectionString: url, buildId });
  opened.push(cache);
  return cache;
};

const page = (html: string, tags: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  headers: { "x-next-cache-tags": tags },
  status: 200,
});
const pageCtx = { cacheControl: { revalidate: 3600 as const, expire: 31_536_000 } };
const html = (entry: Awaited<ReturnType<SharedCache["get"]>>) =>
  (entry?.value as { html?: string } | undefined)?.html ?? null;

let admin: pg.Client;
beforeAll(async () => {
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
  await admin.end();
});

describe("shared cache handler", () => {
  it("keeps Buffers and Maps through serialization", () => {
    const value = page("<p>x</p>", "a,b");
    const back = deserialize(serialize({ lastModified: 1, value })) as { value: ReturnType<typeof page> };
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.rscData.toString()).toBe("rsc:<p>x</p>");
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect(back.value.segmentData.get("/_tree")?.toString()).toBe("tree");
  });

  it("serves one process's render to the other and expires it everywhere on revalidation", async () => {
    const [a, b] = [open(), open()];
    const key = `/route-cache/APP_PAGE/x/$/en/products/masks/${Date.now()}`;
    const tags = `_N_T_/layout,_N_T_/en/products/masks/${key.length}`;
    expect(await b.get(key, { kind: "APP_PAGE" })).toBeNull();

    await a.set(key, page("<p>one</p>", tags), pageCtx);
    const read = await b.get(key, { kind: "APP_PAGE" });
    expect(html(read)).toBe("<p>one</p>");
    expect(read?.cacheControl).toEqual(pageCtx.cacheControl);
    expect(Buffer.isBuffer((read?.value as { rscData: unknown }).rscData)).toBe(true);
    // b now holds it in memory; a revalidation on a must reach b.
    await a.revalidateTag(tags.split(",").at(-1)!);
    expect(await a.get(key, { kind: "APP_PAGE" })).toBeNull();
    await vi.waitFor(async () => expect(await b.get(key, { kind: "APP_PAGE" })).toBeNull());
    // A process that starts later loads the tag times when it connects.
    expect(await open().get(key, { kind: "APP_PAGE" })).toBeNull();

    // b renders again; a, whose copy is out of date, takes b's newer entry from the database.
    await b.set(key, page("<p>two</p>", tags), pageCtx);
    expect(html(await a.get(key, { kind: "APP_PAGE" }))).toBe("<p>two</p>");
  });

  it("checks a fetch entry against the tags of each call", async () => {
    const [a, b] = [open(), open()];
    const key = `fetch-${Date.now()}`;
    const data = { kind: "FETCH", data: { headers: {}, body: "[1,2]", status: 200 }, revalidate: 3600 };
    await a.set(key, data, { fetchCache: true, tags: ["content"] });
    const ctx = { kind: "FETCH", tags: ["content"], softTags: ["_N_T_/en/search"] };
    expect(await b.get(key, ctx)).toMatchObject({ value: { data: { body: "[1,2]" }, tags: ["content"] } });
    await a.revalidateTag("_N_T_/en/search");
    await vi.waitFor(async () => expect(await b.get(key, ctx)).toBeNull());
    expect(await b.get(key, { ...ctx, softTags: ["_N_T_/en/other"] })).not.toBeNull();
  });

  it("catches up on revalidations made while its listening connection was down", async () => {
    const [a, b] = [open(), open()];
    const key = `/route-cache/APP_PAGE/y/$/fr/${Date.now()}`;
    const tag = `_N_T_/fr/${key}`;
    await a.set(key, page("<p>old</p>", tag), pageCtx);
    expect(html(await b.get(key, { kind: "APP_PAGE" }))).toBe("<p>old</p>");

    // Cut every listening connection of this database (both processes'), revalidate meanwhile.
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'next-cache-tags'`,
    );
    await a.revalidateTag(tag);
    await vi.waitFor(async () => expect(await b.get(key, { kind: "APP_PAGE" })).toBeNull(), {
      timeout: 10_000,
      interval: 200,
    });
  });

  it("tells the process when a tag is revalidated by another one, or when one may have been missed", async () => {
    const heard: string[] = [];
    const a = open();
    const b = createSharedCache({ connectionString: url, buildId: "build-1", onRevalidated: () => heard.push("b") });
    opened.push(b);
    const key = `/route-cache/APP_PAGE/w/$/es/${Date.now()}`;
    await b.set(key, page("<p>x</p>", `t-${key}`), pageCtx);
    await b.get(key, { kind: "APP_PAGE" }); // b is listening
    heard.length = 0;
    await a.revalidateTag(`t-${key}`);
    await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0));
    // Its own revalidation, before its request answers.
    const count = heard.length;
    await b.revalidateTag(`own-${key}`);
    expect(heard.length).toBeGreaterThan(count);

    heard.length = 0;
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'next-cache-tags'`,
    );
    await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0), { timeout: 10_000, interval: 100 });
  });

  it("does not serve another build's entries", async () => {
    const key = `/route-cache/APP_PAGE/z/$/${Date.now()}`;
    await open("build-1").set(key, page("<p>build 1</p>", "t"), pageCtx);
    expect(await open("build-2").get(key, { kind: "APP_PAGE" })).toBeNull();
    expect(html(await open("build-1").get(key, { kind: "APP_PAGE" }))).toBe("<p>build 1</p>");
  });

  it("caps data entries (search results) per build, evicting the least recently written, never pages", async () => {
    const buildId = `capped-${Date.now()}`;
    const cache = createSharedCache({ connectionString: url, buildId, maxDataEntries: 5, evictEvery: 1 });
    opened.push(cache);
    const pageKey = `/route-cache/APP_PAGE/capped/${buildId}`;
    await cache.set(pageKey, page("<p>kept</p>", "t"), pageCtx);
    // Twelve different searches, as a visitor typing arbitrary queries makes them.
    for (let i = 0; i < 12; i++)
      await cache.set(
        `search-${i}`,
        { kind: "FETCH", data: { headers: {}, body: `results ${i}`, status: 200 }, revalidate: 3600 },
        { fetchCache: true, tags: ["content"] },
      );
    const { rows } = await admin.query<{ key: string; kind: string }>(
      `SELECT key, kind FROM "NextCacheEntry" WHERE "buildId" = $1 ORDER BY "updatedAt", key`,
      [buildId],
    );
    // Exactly the five newest, whatever the clock's resolution (two writes may share a timestamp).
    expect(
      rows
        .filter((r) => r.kind === "FETCH")
        .map((r) => r.key)
        .sort(),
    ).toEqual([7, 8, 9, 10, 11].map((i) => `search-${i}`).sort());
    expect(rows.filter((r) => r.kind === "").map((r) => r.key)).toEqual([pageKey]);
    // Another build's data is not this build's to evict.
    const other = createSharedCache({
      connectionString: url,
      buildId: `${buildId}-b`,
      maxDataEntries: 1,
      evictEvery: 1,
    });
    opened.push(other);
    await other.set("search-x", { kind: "FETCH", data: { body: "x" }, revalidate: 3600 }, { fetchCache: true });
    expect(
      (await admin.query(`SELECT 1 FROM "NextCacheEntry" WHERE "buildId" = $1 AND kind = 'FETCH'`, [buildId])).rowCount,
    ).toBe(5);
  });

  it("caps pages and routes per build too, evicting the least recently written", async () => {
    const buildId = `pages-capped-${Date.now()}`;
    const cache = createSharedCache({ connectionString: url, buildId, maxPageEntries: 5, evictEvery: 1 });
    opened.push(cache);
    const search = { kind: "FETCH", data: { headers: {}, body: "results", status: 200 }, revalidate: 3600 };
    await cache.set("search-kept", search, { fetchCache: true, tags: ["content"] });
    for (let i = 0; i < 12; i++)
      await cache.set(`/route-cache/APP_PAGE/p/$/en/news/c/${i}`, page(`<p>${i}</p>`, "t"), pageCtx);
    const { rows } = await admin.query<{ key: string; kind: string }>(
      `SELECT key, kind FROM "NextCacheEntry" WHERE "buildId" = $1`,
      [buildId],
    );
    expect(
      rows
        .filter((r) => r.kind === "")
        .map((r) => r.key)
        .sort(),
    ).toEqual([7, 8, 9, 10, 11].map((i) => `/route-cache/APP_PAGE/p/$/en/news/c/${i}`).sort());
    expect(rows.filter((r) => r.kind === "FETCH").map((r) => r.key)).toEqual(["search-kept"]);
  });

  it("never stores a not-found answer, and drops the row of a page that became one", async () => {
    const buildId = `not-found-${Date.now()}`;
    const cache = createSharedCache({ connectionString: url, buildId });
    opened.push(cache);
    const rowCount = async () =>
      (await admin.query(`SELECT 1 FROM "NextCacheEntry" WHERE "buildId" = $1`, [buildId])).rowCount;
    // Any address a visitor makes up: /news/vaccines/<anything>, ?page=<n>, /<anything>.
    for (let i = 0; i < 20; i++)
      await cache.set(
        `/route-cache/APP_PAGE/x/$/en/made-up-${i}`,
        { ...page("<h1>Not found</h1>", "t"), status: 404 },
        pageCtx,
      );
    expect(await rowCount()).toBe(0);
    // This process still answers it from its bounded memory copy.
    expect(html(await cache.get(`/route-cache/APP_PAGE/x/$/en/made-up-3`, { kind: "APP_PAGE" }))).toBe(
      "<h1>Not found</h1>",
    );
    // A withdrawn item: its page's row goes, so no other process serves the old page in its place.
    const key = `/route-cache/APP_PAGE/x/$/en/news/c/withdrawn`;
    await cache.set(key, page("<p>the item</p>", "t"), pageCtx);
    expect(await rowCount()).toBe(1);
    await cache.set(key, { ...page("<h1>Not found</h1>", "t"), status: 404 }, pageCtx);
    expect(await rowCount()).toBe(0);
    expect(await open(buildId).get(key, { kind: "APP_PAGE" })).toBeNull();
  });

  it("prunes tag times older than every entry", async () => {
    const cache = open();
    await admin.query(`INSERT INTO "NextCacheTag" (tag, expired) VALUES ('ancient', 1) ON CONFLICT DO NOTHING`);
    await cache.prune();
    expect((await admin.query(`SELECT 1 FROM "NextCacheTag" WHERE tag = 'ancient'`)).rowCount).toBe(0);
  });
});
