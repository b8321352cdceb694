// Limits of the app's own HTTP server (server.mjs) that hold with no proxy in front: `npm start`
// alone must not be tied up by a few hundred clients that open connections and send their request
// slowly, or never. Node's defaults would let each such client hold a connection for 300 s (the
// request time-out) with no cap on their number. A proxy in front adds its own limits (nginx's
// client_header_timeout, client_body_timeout, limit_conn; see docs/security.md); these do not rely
// on it. Idle keep-alive connections are still kept 65 s (server.mjs), longer than the idle time-outs
// of the proxies in front, so that a proxy never reuses a connection the server is closing.
// Plain JavaScript because server.mjs runs in Node without a build step.

// How often Node looks for connections past their time-outs (its default is 30 s, which would let a
// slow client stay up to 30 s past its limit).
export const CHECK_INTERVAL_MS = 1000;

const settings = {
  // Open connections of the whole process; beyond it new ones are closed at once.
  MAX_CONNECTIONS: { fallback: 1000, min: 1, max: 1_000_000 },
  // From a connection's start (or a new request's first byte) to the end of its headers.
  HEADERS_TIMEOUT_SECONDS: { fallback: 10, min: 1, max: 600 },
  // From a request's first byte to the end of its body (uploads included).
  REQUEST_TIMEOUT_SECONDS: { fallback: 60, min: 1, max: 3600 },
};

function whole(name, value) {
  const { fallback, min, max } = settings[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!/^\d{1,7}$/.test(value) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value)})`);
  return n;
}

/** The server's limits from MAX_CONNECTIONS, HEADERS_TIMEOUT_SECONDS and REQUEST_TIMEOUT_SECONDS. */
export function serverLimits(env) {
  const headersTimeout = whole("HEADERS_TIMEOUT_SECONDS", env.HEADERS_TIMEOUT_SECONDS) * 1000;
  const requestTimeout = whole("REQUEST_TIMEOUT_SECONDS", env.REQUEST_TIMEOUT_SECONDS) * 1000;
  // Node refuses a header time-out longer than the request's, which includes it.
  if (headersTimeout > requestTimeout)
    throw new Error("HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS");
  return { maxConnections: whole("MAX_CONNECTIONS", env.MAX_CONNECTIONS), headersTimeout, requestTimeout };
}

/**
 * What the server's options cannot say (server.mjs passes headersTimeout, requestTimeout and
 * CHECK_INTERVAL_MS to createServer): the cap on connections, and a time-out for a connection that
 * sends nothing at all, which Node's header time-out, started by a request's first byte, never ends.
 * Until its first request a connection gets the header time-out as its idle time-out; from then on
 * Node's own apply (a response that takes long, the chat's stream, is never cut by it).
 */
export function limitConnections(server, { maxConnections, headersTimeout }) {
  server.maxConnections = maxConnections;
  server.on("connection", (socket) => socket.setTimeout(headersTimeout));
  server.on("request", (request) => request.socket.setTimeout(0));
}
