// The client's address, decided once per request by the app's own HTTP server (server.mjs) and handed
// to the app in CLIENT_ADDRESS_HEADER, which the server always overwrites: a client cannot choose it.
// Plain JavaScript because server.mjs runs in Node without a build step.
import { isIP } from "node:net";

/** The header the app reads (lib/request.ts); whatever a client sends under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-covid-client-address";

/**
 * How many reverse proxies in front of the server append to X-Forwarded-For: TRUSTED_PROXIES, a
 * whole number from 0 to 10 (unset or empty: 0). Anything else throws, naming the variable.
 */
export function trustedProxyCount(value) {
  if (value === undefined || value === "") return 0;
  if (!/^\d{1,2}$/.test(value) || Number(value) > 10)
    throw new Error(`TRUSTED_PROXIES must be a whole number from 0 to 10 (got ${JSON.stringify(value)})`);
  return Number(value);
}

/** "::ffff:192.0.2.1" -> "192.0.2.1"; IPv6 zone and brackets removed; anything not an address -> "". */
function normalise(address) {
  let text = String(address ?? "").trim();
  if (text.startsWith("[") && text.includes("]")) text = text.slice(1, text.indexOf("]"));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(text)) text = text.slice(7);
  return isIP(text) ? text.toLowerCase() : "";
}

/** A hop as the proxy wrote it: an IP address (normalised), or a short label without spaces or markup. */
function hopAddress(hop) {
  return normalise(hop) || (/^[\w.:%-]{1,100}$/.test(hop) ? hop : "");
}

/**
 * The address a per-address limit counts. With no trusted proxy: the socket's peer, whatever the
 * request says. With N trusted proxies: the hop N places from the end of X-Forwarded-For (the one the
 * outermost trusted proxy appended; a client can only forge hops before it); when the header has
 * fewer hops, the first one. A hop that is neither an IP address nor a short label (letters, digits,
 * ".:%-_", at most 100) falls back to the socket's peer.
 * @param {{ socket: string | undefined, forwardedFor: string | string[] | undefined, trusted: number }} request
 * @returns {string} an IP address, or "unknown"
 */
export function decideClientAddress({ socket, forwardedFor, trusted }) {
  const peer = normalise(socket) || "unknown";
  if (!trusted) return peer;
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const hops = joined
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (!hops.length) return peer;
  const hop = hops[Math.max(0, hops.length - trusted)];
  return hopAddress(hop) || peer;
}
