// Fetching a feed politely and safely (docs/aggregation.md, "Fetching"). node:http/https with
// request-filtering-agent's agents, because the global fetch() ignores an http.Agent: the agent
// checks every address a host name resolves to (and every literal address) before a socket is
// connected, on the first request and on every redirect. Never throws: every failure is a result.
import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";
import type { Readable } from "node:stream";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import type { FeedOutcome } from "@/lib/generated/prisma/enums";

export type FetchLimits = {
  /** Time to open the connection (DNS, TCP, TLS). */
  connectTimeoutMs: number;
  /** Time for the whole exchange, redirects and body included. */
  totalTimeoutMs: number;
  /** Bytes of the (decompressed) body; more is cut and refused. */
  maxBytes: number;
  maxRedirects: number;
};

export const defaultLimits: FetchLimits = {
  connectTimeoutMs: 10_000,
  totalTimeoutMs: 30_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
};

export type FetchOptions = Partial<FetchLimits> & {
  /** Loopback addresses or ranges that may be reached (tests only: FEED_FETCH_ALLOW_ADDRESSES). */
  allowAddresses?: string[];
  /** The User-Agent header; see userAgent(). */
  userAgent?: string;
  /** Shares politeness (one request per host, a global cap) between calls; see hostLimiter(). */
  limiter?: HostLimiter;
  /** Extends one-request-per-host to every process, with a gap between requests; see host-gate.ts. */
  hostGate?: HostGate;
};

export type FetchRequest = { url: string; etag?: string | null; lastModified?: string | null };

export type FetchResult =
  | {
      kind: "ok";
      status: number;
      body: Buffer;
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
      finalUrl: string;
    }
  | { kind: "not-modified"; status: 304 }
  | {
      kind: "error";
      outcome: Exclude<FeedOutcome, "OK" | "NOT_MODIFIED" | "MALFORMED">;
      status: number | null;
      /** Set on 429 and 503 when the server said when to come back (capped at a day). */
      retryAfter: Date | null;
      detail: string;
    };

/** "<site>-feeds/1.0 (+<origin>)": names the site and where to find who runs it. */
export function userAgent(origin: string): string {
  return `covid-info-feeds/1.0 (+${origin}; public feed reader)`;
}

// ------------------------------------------------------------------------------------ politeness

/** A host claimed (release it when done), or how long to wait before asking again. */
export type HostClaim = { release(): Promise<void> } | { retryInMs: number };

/**
 * The host's turn across processes: `claim` takes the host for at most `leaseMs` (the request's
 * deadline, so a crashed process never holds it for longer), unless another process holds it or
 * released it less than the gap ago.
 */
export type HostGate = { claim(host: string, leaseMs: number): Promise<HostClaim> };

export type HostLimiter = {
  run<T>(host: string, task: () => Promise<T>, claim?: () => Promise<HostClaim>): Promise<T>;
  active(): number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One request at a time per host and at most `global` at once in this process. A task waits for its
 * host's previous task, then for a global slot, so a slow host never holds a slot while queued.
 * With `claim` (a HostGate's), the task also waits for the host's turn among processes, giving its
 * slot back while it waits.
 */
export function hostLimiter(global: number): HostLimiter {
  const tails = new Map<string, Promise<void>>();
  const waiting: (() => void)[] = [];
  let running = 0;
  const acquire = () =>
    new Promise<void>((resolve) => {
      if (running < global) {
        running++;
        resolve();
      } else waiting.push(resolve);
    });
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    active: () => running,
    async run<T>(host: string, task: () => Promise<T>, claim?: () => Promise<HostClaim>): Promise<T> {
      const before = tails.get(host) ?? Promise.resolve();
      let done!: () => void;
      const mine = new Promise<void>((resolve) => (done = resolve));
      const tail = before.then(() => mine);
      tails.set(host, tail);
      try {
        await before;
        let held: { release(): Promise<void> } | null = null;
        for (;;) {
          await acquire();
          if (!claim) break;
          let answer: HostClaim;
          try {
            answer = await claim();
          } catch (error) {
            release();
            throw error;
          }
          if ("release" in answer) {
            held = answer;
            break;
          }
          release();
          await sleep(answer.retryInMs);
        }
        try {
          return await task();
        } finally {
          release();
          // Before this process's next task for the host: the gap starts when this one ends.
          await held?.release();
        }
      } finally {
        done();
        if (tails.get(host) === tail) tails.delete(host);
      }
    },
  };
}

const sharedLimiter = new Map<number, HostLimiter>();
/** The process's limiter for a global cap (one per cap, so every caller shares it). */
export function processLimiter(global: number): HostLimiter {
  let limiter = sharedLimiter.get(global);
  if (!limiter) sharedLimiter.set(global, (limiter = hostLimiter(global)));
  return limiter;
}

// ------------------------------------------------------------------------------------ agents

const agents = new Map<string, { http: http.Agent; https: https.Agent }>();
function agentsFor(allow: string[]) {
  const key = allow.join(",");
  let pair = agents.get(key);
  if (!pair) {
    // No keep-alive: a socket is checked when it is made, and each fetch is one short exchange.
    const options = { keepAlive: false, allowIPAddressList: allow, allowPrivateIPAddress: false };
    pair = { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
    agents.set(key, pair);
  }
  return pair;
}

// ------------------------------------------------------------------------------------ fetching

/** The host gate itself failed (its database): not the feed's fault, so fetchFeed throws it. */
class GateFailure extends Error {}

/** How much longer than the request's deadline a host stays claimed if its release never comes. */
const LEASE_SLACK_MS = 5_000;

class FetchFailure extends Error {
  constructor(
    readonly outcome: Extract<FetchResult, { kind: "error" }>["outcome"],
    detail: string,
    readonly status: number | null = null,
    readonly retryAfter: Date | null = null,
  ) {
    super(detail);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Retry-After as seconds or an HTTP date; null when absent or unreadable; at most a day ahead. */
export function parseRetryAfter(value: string | undefined, now = new Date()): Date | null {
  if (!value) return null;
  const seconds = /^\s*\d+\s*$/.test(value) ? Number(value) : (Date.parse(value) - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return new Date(now.getTime() + Math.min(Math.max(seconds, 0), 86_400) * 1000);
}

function classify(error: unknown): FetchFailure {
  if (error instanceof FetchFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code ?? "";
  if (/is not allowed/.test(message))
    return new FetchFailure("REFUSED_ADDRESS", "address refused (private or reserved)");
  return new FetchFailure("NETWORK_ERROR", `${code || "network error"}: ${message}`.slice(0, 200));
}

type Hop = { status: number; headers: http.IncomingHttpHeaders; body?: Buffer };

function requestOnce(url: URL, request: FetchRequest, limits: FetchLimits, options: FetchOptions, deadline: number) {
  return new Promise<Hop>((resolve, reject) => {
    const pair = agentsFor(options.allowAddresses ?? []);
    const client = url.protocol === "https:" ? https : http;
    const headers: Record<string, string> = {
      "user-agent": options.userAgent ?? userAgent("http://localhost"),
      accept:
        "application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
      "accept-encoding": "gzip, deflate, br",
    };
    if (request.etag) headers["if-none-match"] = request.etag;
    if (request.lastModified) headers["if-modified-since"] = request.lastModified;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(connect);
      req.destroy();
      reject(error);
    };
    const req = client.request(url, {
      method: "GET",
      headers,
      agent: url.protocol === "https:" ? pair.https : pair.http,
    });
    const total = setTimeout(
      () => fail(new FetchFailure("TIMEOUT", `no complete answer within ${limits.totalTimeoutMs} ms`)),
      Math.max(deadline - Date.now(), 0),
    );
    const connect = setTimeout(
      () => fail(new FetchFailure("TIMEOUT", `no connection within ${limits.connectTimeoutMs} ms`)),
      limits.connectTimeoutMs,
    );
    req.on("socket", (socket) => {
      socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () => clearTimeout(connect));
    });
    req.on("error", fail);
    req.on("response", (res) => {
      clearTimeout(connect);
      const status = res.statusCode ?? 0;
      if (status !== 200) {
        res.resume();
        settled = true;
        clearTimeout(total);
        req.destroy();
        resolve({ status, headers: res.headers });
        return;
      }
      const declared = Number(res.headers["content-length"]);
      const encoding = String(res.headers["content-encoding"] ?? "identity").toLowerCase();
      if (encoding === "identity" && Number.isFinite(declared) && declared > limits.maxBytes)
        return fail(new FetchFailure("TOO_LARGE", `body of ${declared} bytes exceeds ${limits.maxBytes}`, status));
      let stream: Readable = res;
      if (encoding === "gzip" || encoding === "x-gzip") stream = res.pipe(zlib.createGunzip());
      else if (encoding === "deflate") stream = res.pipe(zlib.createInflate());
      else if (encoding === "br") stream = res.pipe(zlib.createBrotliDecompress());
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        // Counted after decompression, so a small compressed bomb is cut too.
        if (size > limits.maxBytes) {
          stream.destroy();
          fail(new FetchFailure("TOO_LARGE", `body exceeds ${limits.maxBytes} bytes`, status));
        } else chunks.push(chunk);
      });
      stream.on("error", fail);
      stream.on("end", () => {
        if (settled) return;
        settled = true;
        clearTimeout(total);
        resolve({ status, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.end();
  });
}

function header(headers: http.IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.slice(0, 500) ?? null;
}

/**
 * GETs a feed: conditional when `etag`/`lastModified` are given (an unchanged feed costs one 304),
 * following at most `maxRedirects` redirects to http(s) addresses, each hop through the address
 * guard, the limiter (one request per host at a time, a global cap) and the host gate when given
 * (the same across processes). The time-out counts from the first hop's turn, not from the wait for
 * it. A failure of the feed is a result; only a failure of the host gate (its database) throws.
 */
export async function fetchFeed(request: FetchRequest, options: FetchOptions = {}): Promise<FetchResult> {
  const limits: FetchLimits = {
    connectTimeoutMs: options.connectTimeoutMs ?? defaultLimits.connectTimeoutMs,
    totalTimeoutMs: options.totalTimeoutMs ?? defaultLimits.totalTimeoutMs,
    maxBytes: options.maxBytes ?? defaultLimits.maxBytes,
    maxRedirects: options.maxRedirects ?? defaultLimits.maxRedirects,
  };
  const limiter = options.limiter ?? processLimiter(8);
  const gate = options.hostGate;
  let deadline: number | null = null;
  const timedOut = () => new FetchFailure("TIMEOUT", `no complete answer within ${limits.totalTimeoutMs} ms`);
  const seen = new Set<string>();
  try {
    let url = checkedUrl(request.url);
    for (let hop = 0; ; hop++) {
      seen.add(url.href);
      const current = url;
      const host = current.host.toLowerCase();
      const claim = gate
        ? async (): Promise<HostClaim> => {
            const left = deadline === null ? limits.totalTimeoutMs : deadline - Date.now();
            if (left <= 0) throw timedOut();
            let answer: HostClaim;
            try {
              answer = await gate.claim(host, left + LEASE_SLACK_MS);
            } catch (error) {
              throw new GateFailure("host gate failed", { cause: error });
            }
            return "retryInMs" in answer ? { retryInMs: Math.min(answer.retryInMs, Math.max(left, 1)) } : answer;
          }
        : undefined;
      const answer = await limiter.run(
        host,
        () => {
          deadline ??= Date.now() + limits.totalTimeoutMs;
          return Date.now() >= deadline
            ? Promise.reject(timedOut())
            : requestOnce(current, request, limits, options, deadline);
        },
        claim,
      );
      const { status, headers } = answer;
      if (REDIRECTS.has(status)) {
        const location = header(headers, "location");
        if (!location) throw new FetchFailure("HTTP_ERROR", `HTTP ${status} without a Location`, status);
        if (hop >= limits.maxRedirects)
          throw new FetchFailure("TOO_MANY_REDIRECTS", `more than ${limits.maxRedirects} redirects`, status);
        url = checkedUrl(new URL(location, current).href);
        if (seen.has(url.href)) throw new FetchFailure("TOO_MANY_REDIRECTS", "redirect loop", status);
        continue;
      }
      if (status === 304) return { kind: "not-modified", status: 304 };
      if (status === 410) throw new FetchFailure("GONE", "HTTP 410: the feed is gone", status);
      if (status === 429 || status === 503)
        throw new FetchFailure(
          "RATE_LIMITED",
          `HTTP ${status}`,
          status,
          parseRetryAfter(header(headers, "retry-after") ?? undefined),
        );
      if (status !== 200 || !answer.body) throw new FetchFailure("HTTP_ERROR", `HTTP ${status}`, status);
      return {
        kind: "ok",
        status,
        body: answer.body,
        contentType: header(headers, "content-type"),
        etag: header(headers, "etag"),
        lastModified: header(headers, "last-modified"),
        finalUrl: url.href,
      };
    }
  } catch (error) {
    if (error instanceof GateFailure) throw error.cause;
    const failure = classify(error);
    return {
      kind: "error",
      outcome: failure.outcome,
      status: failure.status,
      retryAfter: failure.retryAfter,
      detail: failure.message,
    };
  }
}

function checkedUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FetchFailure("NETWORK_ERROR", "not a valid address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FetchFailure("REFUSED_ADDRESS", `${url.protocol} addresses are refused`);
  if (url.username || url.password) throw new FetchFailure("REFUSED_ADDRESS", "addresses with credentials are refused");
  return url;
}
