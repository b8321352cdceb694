// The graceful stop of a server process (Kubernetes' termination contract, which every process
// manager and proxy expects). On SIGTERM server.mjs calls drainAndStop():
//   1. draining: /api/ready answers 503 while the server still accepts and answers everything, for
//      SHUTDOWN_GRACE_MS, and every answer says Connection: close, so the proxy in front keeps no
//      idle connection here (nginx does not retry a POST on another process, so a connection must
//      not close under it as it sends one);
//   2. the listening socket closes (a proxy's new connection is refused, which it retries on another
//      process for any method) and the idle keep-alive connections left close;
//   3. chat streams end with a short `retry:` so each browser reconnects, to another process;
//   4. the requests in flight are answered, for at most SHUTDOWN_TIMEOUT_MS (25 s), after which
//      the connections left are cut;
//   5. pg-boss stops its workers gracefully (a running job finishes or goes back to the queue),
//      then the database pool closes, and the process exits.
// Parts of the app register what they close with onShutdown(phase, fn), from any bundle: the state
// is on globalThis. Plain JavaScript: server.mjs loads it without a build.

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

/** Counts `response` as in flight until `untrackResponse`; while draining it closes its connection after. */
export function trackResponse(response) {
  if (state.draining) response.setHeader("Connection", "close");
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

async function drain(server, { graceMs, timeoutMs, log }) {
  state.draining = true;
  const started = Date.now();
  // From now on every answer closes its connection, those already begun too: a proxy then keeps no
  // idle connection here for closeIdleConnections to cut just as it sends a request on it (a POST
  // it could not send again). The ones idle now it closes itself, after its upstream keepalive_timeout
  // (2 s in deploy/nginx/covid.conf), shorter than the grace.
  for (const response of state.inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
  log.info({ inFlight: state.inFlight.size, graceMs, timeoutMs }, "draining: readiness now fails");
  await sleep(graceMs);
  server.close();
  server.closeIdleConnections();
  await runHooks("streams", log, 2_000);
  const deadline = Date.now() + timeoutMs;
  while (state.inFlight.size > 0 && Date.now() < deadline) {
    await sleep(50);
    server.closeIdleConnections();
  }
  if (state.inFlight.size > 0) {
    log.warn(
      { inFlight: state.inFlight.size },
      `shutdown: requests still in flight after ${timeoutMs} ms; closing them`,
    );
    server.closeAllConnections();
  }
  await runHooks("jobs", log, 15_000);
  await runHooks("database", log, 5_000);
  log.info({ ms: Date.now() - started }, "stopped");
}
