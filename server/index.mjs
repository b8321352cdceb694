// The production HTTP server: Next's request handler behind a plain Node server, so that the app
// knows the client's address (`next start` hands the app whatever X-Forwarded-For a client sends and
// never the socket's address), answers popular pages from memory, and fixes what Next's answer says
// to caches and readers as it leaves. What it does around each request is the list of named steps
// below (server/steps.mjs). `npm start` runs it through scripts/with-db.ts, by its entry server.mjs.
//   node server.mjs [-p PORT] [-H HOSTNAME]      (PORT, default 3000; every interface by default)
import { createServer } from "node:http";
import { trustedProxyCount } from "../lib/security/client-address.mjs";
import { sharedCacheSeconds } from "./shared-cache.mjs";
import { createPageMemory, pageMemorySeconds } from "../lib/cache/page-memory.mjs";
import { responseSteps, runSteps } from "./steps.mjs";
// Logs, request ids, metrics and the graceful stop (lib/ops).
import { log, routeConsole } from "../lib/ops/log.mjs";
import { countPageMemory, observeRequests } from "../lib/ops/requests.mjs";
import { drainAndStop, shutdownSettings } from "../lib/ops/drain.mjs";
import { metricsSettings, serveMetrics } from "../lib/ops/metrics.mjs";
import { CHECK_INTERVAL_MS, limitConnections, serverLimits } from "../lib/security/server-limits.mjs";

process.env.NODE_ENV = "production";
// Next's and the libraries' console lines become scrubbed JSON lines too.
routeConsole();

function option(names, fallback) {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => names.includes(a));
  if (i >= 0 && args[i + 1]) return args[i + 1];
  const inline = args.find((a) => names.some((n) => a.startsWith(`${n}=`)));
  return inline ? inline.slice(inline.indexOf("=") + 1) : fallback;
}

const port = Number(option(["-p", "--port"], process.env.PORT || "3000"));
const hostname = option(["-H", "--hostname"], undefined);
let trusted;
let sharedSeconds;
let memorySeconds;
let shutdown;
let metricsAt;
let limits;
try {
  shutdown = shutdownSettings(process.env);
  metricsAt = metricsSettings(process.env);
  trusted = trustedProxyCount(process.env.TRUSTED_PROXIES);
  sharedSeconds = sharedCacheSeconds(process.env.SHARED_CACHE_SECONDS);
  memorySeconds = pageMemorySeconds(process.env.RESPONSE_CACHE_SECONDS);
  limits = serverLimits(process.env);
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// Imported after NODE_ENV is set: Next reads it when it loads.
const { default: next } = await import("next");
const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();
// The visitors' cached pages of the last second, answered without Next (lib/cache/page-memory.mjs).
const memory = countPageMemory(createPageMemory({ seconds: memorySeconds }));

// Slow or silent clients are cut off without a proxy in front (lib/security/server-limits.mjs).
const { headersTimeout, requestTimeout } = limits;
const options = { headersTimeout, requestTimeout, connectionsCheckingInterval: CHECK_INTERVAL_MS };
// Around Next, for every request, in the order server/steps.mjs lists them (it says when each runs).
const steps = responseSteps({ trusted, memory, sharedSeconds });
const server = createServer(options, (request, response) => {
  if (runSteps(steps, request, response)) return;
  handle(request, response).catch((error) => {
    log.error({ err: error }, "request failed");
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
// The request id, the in-flight count, the log line and the metrics around every request (lib/ops).
observeRequests(server, { trusted });

// Longer than the idle time-outs of the proxies and clients in front (often 60 s), so an idle
// keep-alive connection is closed by them, never by the server just as a request reuses it.
server.keepAliveTimeout = 65_000;
limitConnections(server, limits);

server.once("error", (error) => {
  log.fatal(error.code === "EADDRINUSE" ? `Port ${port} is already in use.` : error);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const proxies = trusted ? `${trusted} trusted prox${trusted === 1 ? "y" : "ies"}` : "no trusted proxy";
  log.info(`> Ready on http://${hostname ?? "localhost"}:${port} (client address: ${proxies})`);
});
if (metricsAt.port) await serveMetrics({ ...metricsAt, port: metricsAt.port }, log);

// Ctrl-C or a stop: drain (readiness fails, in-flight requests are answered, jobs and the pool
// close; lib/ops/drain.mjs), then exit. A repeated signal changes nothing (a process manager may
// signal the whole group, and a wrapper forward the same signal again); the drain is bounded.
const drain = (options = shutdown) =>
  drainAndStop(server, { ...options, log }).then(
    () => process.exit(0),
    (error) => {
      log.error({ err: error }, "shutdown failed");
      process.exit(1);
    },
  );
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void drain());
// Started by a wrapper (scripts/with-db.ts, a test harness) that is killed outright: stop too,
// at once but still answering what is in flight, rather than keep the port as an orphan.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void drain({ ...shutdown, graceMs: 0 });
}, 1000).unref();
