// What server.mjs does around every request: a request id (a trusted proxy's X-Request-Id when it
// is a short safe token, else a new UUID) put in the request's headers, sent back as X-Request-Id
// and kept in requestContext for every log line and Sentry event of the request; the request
// counted in flight (lib/ops/drain.mjs); and, once answered, one log line (method, route, kind,
// status, duration) and the request metrics. Plain JavaScript: server.mjs has no build.
import { randomUUID } from "node:crypto";
import { trackResponse, untrackResponse } from "./drain.mjs";
import { log, requestContext, scrub } from "./log.mjs";
import { metrics } from "./metrics.mjs";

const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id: `header` from a trusted proxy when it is a short safe token, else a new UUID. */
export function requestIdOf(header, trusted) {
  return trusted > 0 && typeof header === "string" && SAFE_ID.test(header) ? header : randomUUID();
}

const decoded = (path) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

const STATIC = /\.(?:js|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|txt|xml|webmanifest)$/;

/** A small fixed set of labels for metrics (never the path itself, which is unbounded). */
export function routeKind(method, path, headers) {
  if (path === "/api/health" || path === "/api/ready") return "health";
  if (path.startsWith("/_next/static/") || path.startsWith("/_next/image")) return "static";
  if (headers["next-action"]) return "action";
  if (path.startsWith("/api/")) return "api";
  if (STATIC.test(path)) return "static";
  if (method !== "GET" && method !== "HEAD") return "write";
  return "page";
}

/** Wraps `server`'s request handler with the request id, the in-flight count, the log line and the metrics. */
export function observeRequests(server, { trusted }) {
  const [handler] = server.listeners("request");
  server.removeAllListeners("request");
  server.on("request", (request, response) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(request.headers["x-request-id"], trusted);
    request.headers["x-request-id"] = requestId;
    response.setHeader("X-Request-Id", requestId);
    trackResponse(response);
    // Next adds close listeners of its own (abort signals, streams): ten is not a leak here.
    response.setMaxListeners(20);
    const method = request.method ?? "GET";
    const path = (request.url ?? "/").split("?")[0];
    response.once("close", () => {
      untrackResponse(response);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const kind = routeKind(method, path, request.headers);
      const status = response.writableFinished ? response.statusCode : 499;
      metrics.requests.inc({ kind, status: String(status) });
      metrics.duration.observe({ kind }, seconds);
      log.info(
        { reqId: requestId, method, route: scrub(decoded(path)), kind, status, ms: Math.round(seconds * 10_000) / 10 },
        "request",
      );
    });
    requestContext.run({ requestId }, () => handler(request, response));
  });
}

/** `memory` (lib/cache/page-memory.mjs) counting its hits and misses. */
export function countPageMemory(memory) {
  const serve = memory.serve.bind(memory);
  memory.serve = (key, request, response) => {
    const hit = serve(key, request, response);
    metrics.pageMemory.inc({ result: hit ? "hit" : "miss" });
    return hit;
  };
  return memory;
}
