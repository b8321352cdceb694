// The server's steps around Next (server/steps.mjs) in the order the server runs them (responseSteps), on a
// real Node server whose handler stands for Next: what each step does, and that their order holds
// (the page memory's own answers skip the headers hook; the error shell fills a 500 before the
// outage rewrites it to a 503; a member's answer is neither public nor kept).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address.mjs";
import { createPageMemory } from "@/lib/cache/page-memory.mjs";
import { responseSteps, runSteps } from "@/server/steps.mjs";
import en from "@/messages/en/site.json";

const isr = "s-maxage=31536000, stale-while-revalidate";
const shell =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><title>Covid Info</title></head>' +
  "<body><script>self.__next_f=[]</script></body></html>";

let renders = 0;
let seenAddress: string | undefined;
// Stands for Next: /broken fails, /es/page is a cached page, anything else is a member's or not found.
function next(request: IncomingMessage, response: ServerResponse) {
  renders++;
  seenAddress = request.headers[CLIENT_ADDRESS_HEADER] as string | undefined;
  response.setHeader("x-middleware-rewrite", "/internal");
  if (request.url === "/broken") {
    response.statusCode = 500;
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(shell);
    return;
  }
  const member = (request.headers.cookie ?? "").length > 0;
  response.setHeader("Cache-Control", member ? "private, no-cache, no-store, max-age=0, must-revalidate" : isr);
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.end(`<p>render ${renders}</p>`);
}

const memory = createPageMemory({ seconds: 60, global: false });
const steps = responseSteps({ trusted: 1, memory, sharedSeconds: 60 });
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    if (!runSteps(steps, request, response)) next(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  delete (globalThis as { databaseState?: unknown }).databaseState;
  memory.clear();
});

describe("the server's steps", () => {
  it("decide the client address from the trusted hop and keep the proxy's headers inside", async () => {
    const response = await fetch(`${base}/es/page`, {
      headers: { "x-forwarded-for": "198.51.100.7, 203.0.113.9", [CLIENT_ADDRESS_HEADER]: "1.2.3.4" },
    });
    expect(seenAddress).toBe("203.0.113.9");
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("let a shared cache keep a visitor's page briefly, and answer the next visitor from memory", async () => {
    const first = await fetch(`${base}/es/page`);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    const body = await first.text();
    const rendered = renders;
    const second = await fetch(`${base}/es/page`);
    expect(await second.text()).toBe(body);
    expect(renders).toBe(rendered);
    expect(second.headers.get("age")).not.toBeNull();
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
  });

  it("make a member's page private and never keep it", async () => {
    const headers = { cookie: "next-auth.session-token=x" };
    const first = await fetch(`${base}/es/page`, { headers });
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    await first.text();
    const rendered = renders;
    await (await fetch(`${base}/es/page`, { headers })).text();
    expect(renders).toBe(rendered + 1);
  });

  it("send a 500 of a request in flight when PostgreSQL stopped as the outage's 503, with the page's words", async () => {
    (globalThis as { databaseState?: unknown }).databaseState = { downSince: Date.now() };
    const response = await fetch(`${base}/broken`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain(`<h1>${en.ErrorPage.title}</h1>`);
  });

  it("leave a 500 a 500 while PostgreSQL is up, still with the page's words", async () => {
    const response = await fetch(`${base}/broken`);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain(`<h1>${en.ErrorPage.title}</h1>`);
  });

  it("answer nothing from memory while PostgreSQL is down", async () => {
    await (await fetch(`${base}/es/page`)).text();
    (globalThis as { databaseState?: unknown }).databaseState = { downSince: Date.now() };
    const rendered = renders;
    await (await fetch(`${base}/es/page`)).text();
    expect(renders).toBe(rendered + 1);
  });
});
