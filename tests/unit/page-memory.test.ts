// The server's memory of visitors' cached pages (lib/cache/page-memory.mjs): which requests it may
// answer, which answers it keeps, and a round trip through a real Node HTTP server wired as
// server.mjs wires it (the answer here is written by a plain handler standing for Next's).
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceRevalidated, createPageMemory, keepable, pageMemorySeconds } from "@/lib/cache/page-memory.mjs";
import { languageCookie } from "@/lib/i18n/language-cookie.mjs";

const isr = "s-maxage=300, stale-while-revalidate=31535700";
const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({ method, url, headers }) as unknown as IncomingMessage;

describe("which requests the memory may answer", () => {
  const memory = createPageMemory({ seconds: 1, global: false });

  it("leaves members, the preview, writes, ranges, the API and Next's files to Next", () => {
    expect(memory.keyOf(request("/es"))).toBeDefined();
    expect(memory.keyOf(request("/es", { cookie: "ph_x=1; next-auth.session-token=abc" }))).toBeUndefined();
    expect(memory.keyOf(request("/es", { cookie: "__Secure-next-auth.session-token=abc" }))).toBeUndefined();
    expect(memory.keyOf(request("/es", { cookie: "__prerender_bypass=1" }))).toBeUndefined();
    expect(memory.keyOf(request("/es", {}, "POST"))).toBeUndefined();
    expect(memory.keyOf(request("/es", {}, "HEAD"))).toBeUndefined();
    expect(memory.keyOf(request("/es", { range: "bytes=0-10" }))).toBeUndefined();
    expect(memory.keyOf(request("/api/health"))).toBeUndefined();
    expect(memory.keyOf(request("/_next/static/chunks/a.js"))).toBeUndefined();
    expect(memory.keyOf(request(`/es/search?q=${"a".repeat(3000)}`))).toBeUndefined();
  });

  it("keys an answer by everything that chooses it: language, encoding, client navigation, host", () => {
    const plain = memory.keyOf(request("/news"));
    expect(memory.keyOf(request("/news", { cookie: "ph_abc=1; theme=dark" }))).toBe(plain);
    const variants: Record<string, string>[] = [
      { cookie: "NEXT_LOCALE=fr" },
      { "accept-language": "es-MX,es;q=0.9" },
      { "accept-encoding": "gzip" },
      { rsc: "1" },
      { "next-router-prefetch": "1" },
      { "sec-fetch-dest": "document" },
      { host: "example.org" },
      { "x-forwarded-proto": "https" },
    ];
    for (const headers of variants)
      expect(memory.keyOf(request("/news", headers)), JSON.stringify(headers)).not.toBe(plain);
    expect(memory.keyOf(request("/news?page=2"))).not.toBe(plain);
  });

  it("keys the language as Next reads it for next-intl, and leaves two language cookies to Next", () => {
    const key = (cookie: string) => memory.keyOf(request("/news", { cookie }));
    // Next's parser: the last of two pairs wins, so the first must not choose the key.
    expect(key("NEXT_LOCALE=fr; NEXT_LOCALE=en")).toBeUndefined();
    expect(key("NEXT_LOCALE=fr;NEXT_LOCALE=en")).toBeUndefined();
    // A pair Next does not read as the language cookie (a tab after ";") does not choose it either.
    expect(key("theme=dark;\tNEXT_LOCALE=fr")).toBe(key("theme=dark"));
    expect(key("NEXT_LOCALE=%66r")).toBe(key("NEXT_LOCALE=fr"));
    expect(key("NEXT_LOCALE=fr")).not.toBe(key("NEXT_LOCALE=en"));
  });

  it("is off at 0 seconds, and refuses a malformed setting", () => {
    expect(createPageMemory({ seconds: 0, global: false }).keyOf(request("/es"))).toBeUndefined();
    expect(pageMemorySeconds(undefined)).toBe(1);
    expect(pageMemorySeconds("0")).toBe(0);
    expect(() => pageMemorySeconds("1.5")).toThrow(/RESPONSE_CACHE_SECONDS/);
  });
});

describe("the language cookie", () => {
  it("is read exactly as Next's request cookies read it, which next-intl uses", () => {
    for (const cookie of [
      "NEXT_LOCALE=fr",
      "NEXT_LOCALE=fr ",
      "NEXT_LOCALE=fr; NEXT_LOCALE=en",
      "NEXT_LOCALE=en;NEXT_LOCALE=pt",
      "a=1;  NEXT_LOCALE=es",
      "a=1;\tNEXT_LOCALE=es",
      "a=1 ;NEXT_LOCALE=es",
      " NEXT_LOCALE=es",
      "NEXT_LOCALE =es",
      "NEXT_LOCALE=%66r",
      "NEXT_LOCALE=fr; NEXT_LOCALE=%zz",
      "NEXT_LOCALE=",
      "NEXT_LOCALE",
      "next_locale=es",
      "XNEXT_LOCALE=es",
      "",
    ]) {
      const next = new NextRequest("http://localhost/", { headers: { cookie } }).cookies.get("NEXT_LOCALE")?.value;
      expect(languageCookie(cookie).value, JSON.stringify(cookie)).toBe(next);
    }
    expect(languageCookie("NEXT_LOCALE=fr; a=1; NEXT_LOCALE=en").pairs).toBe(2);
  });
});

describe("which answers it keeps", () => {
  const headers = {
    "cache-control": "public, max-age=0, s-maxage=60",
    vary: "rsc, next-router-state-tree, Accept-Encoding",
  };

  it("keeps a 200 that Next would let a shared cache keep", () => {
    expect(keepable(200, isr, headers)).toBe(true);
  });

  it("keeps no answer that sets a cookie, the language one included: it is the reader's own", () => {
    expect(keepable(200, isr, { ...headers, "set-cookie": ["NEXT_LOCALE=es; Path=/"] })).toBe(false);
    expect(keepable(200, isr, { ...headers, "set-cookie": "NEXT_LOCALE=es; Path=/" })).toBe(false);
  });

  it("keeps nothing rendered per request, stale, personal, or varying on what the key leaves out", () => {
    expect(keepable(200, "private, no-cache, no-store, max-age=0, must-revalidate", headers)).toBe(false);
    expect(keepable(404, isr, headers)).toBe(false);
    expect(keepable(200, isr, { ...headers, "x-nextjs-cache": "STALE" })).toBe(false);
    expect(keepable(200, isr, { ...headers, "cache-control": "private, no-store" })).toBe(false);
    expect(keepable(200, isr, { ...headers, "set-cookie": ["NEXT_LOCALE=es", "other=1"] })).toBe(false);
    expect(keepable(200, isr, { ...headers, vary: "User-Agent" })).toBe(false);
  });
});

describe("a round trip through a server", () => {
  let server: Server;
  let base = "";
  let renders = 0;
  let requests = 0;
  const memory = createPageMemory({ seconds: 60 });

  // Stands for Next: a cached page in two writes, or a member's page rendered per request.
  function next(req: IncomingMessage, res: ServerResponse) {
    renders++;
    const member = (req.headers.cookie ?? "").includes("session-token");
    res.setHeader("Cache-Control", member ? "private, no-store" : isr);
    res.setHeader("ETag", '"v1"');
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(`<p>render ${renders}</p>`);
    res.end(Buffer.from(member ? "<p>hello, member</p>" : "<p>for everyone</p>"));
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      // As server.mjs does before anything else: every answer, from memory too, has its own request id.
      res.setHeader("X-Request-Id", `request-${++requests}`);
      const key = memory.keyOf(req);
      if (key && memory.serve(key, req, res)) return;
      const recording = key ? memory.record(key, res) : undefined;
      const writeHead = res.writeHead;
      res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
        recording?.decide(
          typeof args[0] === "number" ? args[0] : res.statusCode,
          String(res.getHeader("cache-control")),
        );
        return writeHead.apply(this, args);
      } as ServerResponse["writeHead"];
      next(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers the second visitor from memory, with the same bytes and headers, and an Age", async () => {
    const first = await fetch(`${base}/es/news`);
    const firstBody = await first.text();
    expect(first.headers.get("age")).toBeNull();
    const again = await fetch(`${base}/es/news`);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get("age")).toBe("0");
    expect(again.headers.get("etag")).toBe('"v1"');
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(again.headers.get("content-length")).toBe(String(Buffer.byteLength(firstBody)));
    expect(renders).toBe(1);
    // With node:http, as fetch adds Cache-Control: no-cache to a conditional request. Its headers
    // differ from fetch's (no Accept-Encoding): another key, so one more render.
    const status = (headers: Record<string, string>) =>
      new Promise<number | undefined>((resolve, reject) =>
        get(`${base}/es/news`, { headers }, (res) => {
          res.resume();
          resolve(res.statusCode);
        }).on("error", reject),
      );
    expect(await status({})).toBe(200);
    const notModified = await status({ "if-none-match": '"v1"' });
    expect(notModified).toBe(304);
    expect(renders).toBe(2);
  });

  it("gives a reader who asks for a fresh answer Next's, and keeps that one", async () => {
    await fetch(`${base}/es/video`);
    const before = renders;
    expect(await (await fetch(`${base}/es/video`, { headers: { "cache-control": "no-cache" } })).text()).toContain(
      `render ${before + 1}`,
    );
    expect(await (await fetch(`${base}/es/video`, { headers: { pragma: "no-cache" } })).text()).toContain(
      `render ${before + 2}`,
    );
    expect(await (await fetch(`${base}/es/video`)).text()).toContain(`render ${before + 2}`);
  });

  it("never answers a member from memory, nor keeps a member's page", async () => {
    await fetch(`${base}/fr`);
    const before = renders;
    const member = await fetch(`${base}/fr`, { headers: { cookie: "next-auth.session-token=x" } });
    expect(await member.text()).toContain("hello, member");
    expect(renders).toBe(before + 1);
    expect(await (await fetch(`${base}/fr`)).text()).not.toContain("member");
    expect(renders).toBe(before + 1);
  });

  it("forgets everything when a tag is revalidated in the process", async () => {
    await fetch(`${base}/pt`);
    const before = renders;
    await fetch(`${base}/pt`);
    expect(renders).toBe(before);
    announceRevalidated();
    expect(memory.count).toBe(0);
    expect(await (await fetch(`${base}/pt`)).text()).toContain(`render ${before + 1}`);
  });
});
