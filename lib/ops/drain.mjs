// The graceful stop of a server process (Kubernetes' termination contract, which every process
// manager and proxy expects). On SIGTERM server.mjs calls drainAndStop():
//   1. draining: /api/ready answers 503 while the server still accepts and answers everything, for
//      SHUTDOWN_GRACE_MS;
//   2. the listening socket closes (a proxy's new connection is refused, which it retries on another
//      process for any method); every answer from then on says Connection: close, and idle keep-alive
//      connections are left to the proxy to close (nginx does not send a POST again on another process,
//      so a connection must not be cut under it as it sends one), the last ones cut after 2.5 s idle;
//   3. chat streams end with a short `retry:` so each browser reconnects, to another process;
//   4. the requests in flight are answered, for at most SHUTDOWN_TIMEOUT_MS (25 s), after which
//      the connections left are cut;
//   5. pg-boss stops its workers gracefully (a running job finishes or goes back to the queue),
//      then the database pool closes, and the process exits.
// Parts of the app register what they close with onShutdown(phase, fn), from any bundle: the state
// is on globalThis. Plain JavaScript: server.mjs loads it without a build.

import net from "node:net";

const shared = (globalThis.__operations ??= {});
const state = (shared.drain ??= {
  draining: false,
  inFlight: new Set(),
  hooks: { streams: [], jobs: [], database: [] },
});

/** Whether this process is stopping (readiness answers 503). */
export const isDraining = () => state.draining;

/** Requests this process is answering now. */
export const requestsInFlight = () => state.inFlight.size;

/** Registers `fn` to run when the process stops: "streams" first, then "jobs", then "database". */
export function onShutdown(phase, fn) {
  state.hooks[phase].push(fn);
}

/** Counts `response` as in flight until `untrackResponse`; once the port is closed it closes its connection after. */
export function trackResponse(response) {
  if (state.closing) response.setHeader("Connection", "close");
  state.inFlight.add(response);
}

/** `response` has closed. */
export function untrackResponse(response) {
  state.inFlight.delete(response);
}

function whole(value, name, { min, max, fallback }) {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    throw new Error(`${name} must be a whole number of milliseconds from ${min} to ${max}.`);
  return n;
}

/** SHUTDOWN_GRACE_MS (3 s) and SHUTDOWN_TIMEOUT_MS (25 s) from `env`; throws on a bad value. */
export function shutdownSettings(env) {
  return {
    graceMs: whole(env.SHUTDOWN_GRACE_MS, "SHUTDOWN_GRACE_MS", { min: 0, max: 120_000, fallback: 3_000 }),
    timeoutMs: whole(env.SHUTDOWN_TIMEOUT_MS, "SHUTDOWN_TIMEOUT_MS", { min: 0, max: 600_000, fallback: 25_000 }),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function runHooks(phase, log, timeoutMs) {
  const hooks = state.hooks[phase].splice(0);
  const all = Promise.allSettled(hooks.map((fn) => Promise.resolve().then(fn)));
  const done = await Promise.race([all.then(() => true), sleep(timeoutMs).then(() => false)]);
  for (const result of done ? await all : [])
    if (result.status === "rejected") log.error({ err: result.reason, phase }, `shutdown: ${phase} failed`);
  if (!done) log.warn({ phase }, `shutdown: ${phase} still closing after ${timeoutMs} ms; going on`);
}

/** Drains `server` (see the top of this file); resolves once everything is closed. Called again: the same drain. */
export function drainAndStop(server, options) {
  state.stopping ??= drain(server, options);
  return state.stopping;
}

// How long a connection with nothing in flight may stay once the port is closed: longer than the
// idle time-out of the proxy's connections to the app (nginx upstream keepalive_timeout, 2 s).
export const IDLE_AFTER_CLOSE_MS = 2_500;

async function drain(server, { graceMs, timeoutMs, log }) {
  state.draining = true;
  const started = Date.now();
  log.info({ inFlight: state.inFlight.size, graceMs, timeoutMs }, "draining: readiness now fails");
  await sleep(graceMs);
  // The port closes: a proxy's new connection is refused, which it retries on another process for any
  // method. Not http.Server#close, which also cuts the idle connections: one on which the proxy has
  // just sent a request, not yet read here, would be reset, and a POST is not sent again. Instead
  // every answer from now on closes its connection, and the proxy closes its idle ones itself.
  state.closing = true;
  for (const response of state.inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
  let allClosed = false;
  net.Server.prototype.close.call(server, () => {
    allClosed = true;
  });
  await runHooks("streams", log, 2_000);
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (!allClosed && Date.now() < deadline) {
    if (state.inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= IDLE_AFTER_CLOSE_MS) break;
    await sleep(50);
  }
  if (state.inFlight.size > 0)
    log.warn(
      { inFlight: state.inFlight.size },
      `shutdown: requests still in flight after ${timeoutMs} ms; closing them`,
    );
  server.closeAllConnections();
  await runHooks("jobs", log, 15_000);
  await runHooks("database", log, 5_000);
  log.info({ ms: Date.now() - started }, "stopped");
}
