// This process's metrics in Prometheus' text format (prom-client), never on the public port: a
// server of their own on METRICS_HOST (127.0.0.1 by default) and METRICS_PORT, and, when
// METRICS_TOKEN is set, only for `Authorization: Bearer <token>`. Every process has its own
// registry, so each app process and the worker get their own port (scraping through the proxy would
// reach one process at random). The counters live here; gauges read at scrape time (database pool,
// job queues, mail outbox) are added by lib/ops/collectors.ts. Kept on globalThis so server.mjs and
// the Next bundles count into the same registry. Plain JavaScript: server.mjs has no build.
import { timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import client from "prom-client";

const shared = (globalThis.__operations ??= {});

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new client.Counter({
      name: "http_requests_total",
      help: "Requests answered, by route kind and status.",
      labelNames: ["kind", "status"],
      registers,
    }),
    duration: new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route kind.",
      labelNames: ["kind"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    pageMemory: new client.Counter({
      name: "page_memory_requests_total",
      help: "Cacheable visitor requests answered from this process's page memory (hit) or by Next (miss).",
      labelNames: ["result"],
      registers,
    }),
    sharedCache: new client.Counter({
      name: "shared_cache_requests_total",
      help: "Reads of Next's cache: from this process's memory, from PostgreSQL, or a miss.",
      labelNames: ["result"],
      registers,
    }),
    rateLimitRefusals: new client.Counter({
      name: "rate_limit_refusals_total",
      help: "Attempts refused by a rate limit, by limit name.",
      labelNames: ["limit"],
      registers,
    }),
    jobFailures: new client.Counter({
      name: "job_failures_total",
      help: "Background job runs that threw in this process, by job name (each is retried by pg-boss).",
      labelNames: ["name"],
      registers,
    }),
    mailFailures: new client.Counter({
      name: "mail_send_failures_total",
      help: "Mail sends the SMTP server refused or that failed in this process.",
      registers,
    }),
  };
}

/** The process's registry and counters. */
export const metrics = (shared.metrics ??= create());

/** Adds a gauge read at scrape time by `collect(gauge)` (once per name and process). */
export function addGauge(name, help, labelNames, collect) {
  if (metrics.registry.getSingleMetric(name)) return;
  new client.Gauge({
    name,
    help,
    labelNames,
    registers: [metrics.registry],
    async collect() {
      await collect(this);
    },
  });
}

/** METRICS_PORT, METRICS_HOST and METRICS_TOKEN from `env`; port undefined: no metrics server. */
export function metricsSettings(env) {
  const { METRICS_PORT: port, METRICS_HOST: host = "127.0.0.1", METRICS_TOKEN: token } = env;
  if (port !== undefined && port !== "" && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
    throw new Error("METRICS_PORT must be a port number from 1 to 65535.");
  if (token && token.length < 16) throw new Error("METRICS_TOKEN must be at least 16 characters.");
  return { port: port ? Number(port) : undefined, host: host || "127.0.0.1", token: token || undefined };
}

const sameSecret = (given, expected) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Answers GET /metrics on host:port (with the bearer token when set); resolves with the server. */
export function serveMetrics({ port, host, token }, log) {
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (request.method !== "GET" || path !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (token && (!given || !sameSecret(given, token))) {
      response.writeHead(401, { "content-type": "text/plain", "www-authenticate": "Bearer" }).end("unauthorized\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      (error) => {
        log.error({ err: error }, "metrics: collecting failed");
        response.writeHead(500).end();
      },
    );
  });
  // Never keeps a stopping process alive.
  server.unref();
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      log.info({ metrics: `http://${host}:${port}/metrics` }, "metrics listening");
      resolve(server);
    });
  });
}
