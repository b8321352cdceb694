// The steps the app's own HTTP server takes around Next's request handler, in the order of the list
// server/index.mjs gives runSteps. A step is `{ name, arrive?, leave? }`:
//   - arrive(exchange) runs before Next, in list order; a step that answers the request itself
//     returns true and Next is never called (the page memory's kept answers).
//   - leave(exchange) runs as the answer's headers leave (Node's writeHead, called by Next or by the
//     first write), in list order; a step that makes the answer final returns true and the later
//     ones are skipped (the outage's 503 is neither cached nor kept).
// The headers hook is put on the response when the list reaches its first step with a `leave`: the
// steps before it answer without it (the page memory's own answers are sent as they were kept), and
// the steps after it that wrap the response wrap outside it (the error shell sees the status Next
// chose, before the outage rewrites it, and fills in the 500 page the reader then gets as a 503).
// `exchange` carries the request and response and what the steps tell one another. Plain
// JavaScript: the server runs in Node without a build step.
import { CLIENT_ADDRESS_HEADER, decideClientAddress } from "../lib/security/client-address.mjs";
import { holdErrorShell } from "./error-shell.mjs";
import { databaseDown, inFlightOutage } from "./in-flight-outage.mjs";
import { sharedCachePolicy } from "./shared-cache.mjs";

/**
 * Runs `steps` for one request; true when a step answered it (Next must not be called), false when
 * the answer is Next's to write (the headers hook then in place).
 */
export function runSteps(steps, request, response) {
  const exchange = { request, response };
  let hooked = false;
  for (const step of steps) {
    if (step.leave && !hooked) {
      hooked = true;
      onHeaders(steps, exchange);
    }
    if (step.arrive?.(exchange)) return true;
  }
  return false;
}

function onHeaders(steps, exchange) {
  const { response } = exchange;
  const writeHead = response.writeHead;
  response.writeHead = function (...args) {
    exchange.status = typeof args[0] === "number" ? args[0] : response.statusCode;
    // What Next chose, before any step changes it.
    exchange.nextCacheControl = String(response.getHeader("cache-control") ?? "");
    // Headers given to writeHead itself are not in getHeaders().
    exchange.headersInCall = args.slice(1).some((arg) => arg && typeof arg === "object");
    for (const step of steps) if (step.leave?.(exchange)) break;
    if (typeof args[0] === "number") args[0] = exchange.status;
    return writeHead.apply(this, args);
  };
}

/**
 * The client's address, decided once from the socket and the `trusted` hops of X-Forwarded-For
 * (lib/security/client-address.mjs), in a header of the server's own that it always overwrites.
 */
export const clientAddress = (trusted) => ({
  name: "clientAddress",
  arrive({ request }) {
    request.headers[CLIENT_ADDRESS_HEADER] = decideClientAddress({
      socket: request.socket.remoteAddress,
      forwardedFor: request.headers["x-forwarded-for"],
      trusted,
    });
  },
});

/**
 * The visitors' cached pages of the last second (lib/cache/page-memory.mjs): answered from `memory`
 * when kept, else Next's answer is followed (recorded before Next's handler, so it sees the bytes
 * Next's compression writes) for keepInMemory to decide. Never while PostgreSQL is down: every page
 * answers the outage's 503 then.
 */
export const pageMemory = (memory) => ({
  name: "pageMemory",
  arrive(exchange) {
    const { request, response } = exchange;
    const key = databaseDown() ? undefined : memory.keyOf(request);
    if (key && memory.serve(key, request, response)) return true;
    exchange.recording = key ? memory.record(key, response) : undefined;
  },
});

/** The proxy's instructions to Next (x-middleware-rewrite names the internal route) stay inside. */
export const internalHeaders = {
  name: "internalHeaders",
  leave({ response }) {
    for (const name of response.getHeaderNames()) if (name.startsWith("x-middleware-")) response.removeHeader(name);
  },
};

/** A request in flight when PostgreSQL stopped answers the outage's 503, not a 500 (server/in-flight-outage.mjs). */
export const outageRewrite = {
  name: "outageRewrite",
  leave(exchange) {
    const outage = inFlightOutage(exchange.status, databaseDown());
    if (!outage) return false;
    const { response } = exchange;
    exchange.status = outage.status;
    response.statusCode = outage.status;
    for (const [name, value] of Object.entries(outage.headers)) response.setHeader(name, value);
    return true;
  },
};

/** What a shared cache in front may keep (server/shared-cache.mjs), kept for `seconds` when public. */
export const sharedCacheHeaders = (seconds) => ({
  name: "sharedCacheHeaders",
  leave({ request, response, status, nextCacheControl }) {
    const policy = sharedCachePolicy(
      {
        method: request.method,
        url: request.url ?? "/",
        cookie: request.headers.cookie,
        cacheControl: nextCacheControl,
        status,
        setsCookie: response.hasHeader("set-cookie"),
      },
      seconds,
    );
    if (!policy) return;
    response.setHeader("Cache-Control", policy.cacheControl);
    const vary = response.getHeader("vary");
    if (policy.vary) response.setHeader("Vary", vary ? `${String(vary)}, ${policy.vary}` : policy.vary);
  },
});

/**
 * Whether the page memory keeps this answer, decided after the shared-cache policy (a member's or a
 * token page's answer, now no-store, is never kept) from the Cache-Control Next chose.
 */
export const keepInMemory = {
  name: "keepInMemory",
  leave({ recording, status, nextCacheControl, headersInCall }) {
    // Headers given to writeHead itself are not in getHeaders(): such an answer is not kept.
    if (!headersInCall) recording?.decide(status, nextCacheControl);
  },
};

/** A 404 from notFound(), or a 500, comes as Next's empty error shell: the page's words go in it (server/error-shell.mjs). */
export const errorShell = {
  name: "errorShell",
  arrive({ request, response }) {
    holdErrorShell(request, response);
  },
};

/**
 * The steps around Next for every request, in their order: the server's list, and the one its test
 * runs, so that the order tested is the order served.
 */
export function responseSteps({ trusted, memory, sharedSeconds }) {
  return [
    clientAddress(trusted),
    pageMemory(memory),
    internalHeaders,
    outageRewrite,
    sharedCacheHeaders(sharedSeconds),
    keepInMemory,
    errorShell,
  ];
}
