import { createServer, type Server as HttpServer } from "node:http";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { startServer, type Server } from "../support/servers";

// A production server (server.mjs) of the current build on the e2e database, started by this file
// with its output captured: every request's id reaches the JSON log line, the X-Request-Id header
// and the Sentry event of a failure (a local HTTP server stands in for Sentry's ingest); metrics
// answer on their own port with the token only; and a SIGTERM during 50 slow requests lets all 50
// finish, with readiness failing before the listening socket closes.
const base = Number(process.env.E2E_PORT ?? 3100);
const port = base + 25;
const metricsPort = base + 26;
const sentryPort = base + 27;
const token = "e2e-metrics-token-0123456789";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: Server;
let output = "";
let sentry: HttpServer;
const events: string[] = [];

type Line = Record<string, unknown>;
const lines = (): Line[] =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Line);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sentry = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      events.push(body);
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => sentry.listen(sentryPort, "127.0.0.1", resolve));
  server = await startServer(
    port,
    {
      SENTRY_DSN: `http://0123456789abcdef0123456789abcdef@127.0.0.1:${sentryPort}/1`,
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: token,
      SHUTDOWN_GRACE_MS: "3000",
      SHUTDOWN_TIMEOUT_MS: "25000",
    },
    150_000,
    (text) => (output += text),
  );
});
// A failure shows the server's last lines other than the request lines.
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    console.log(
      output
        .split("\n")
        .filter((line) => !line.includes('"msg":"request"'))
        .slice(-30)
        .join("\n"),
    );
});
test.afterAll(async () => {
  await server?.stop();
  sentry?.close();
});

test("a request id reaches the log line, the response header and Sentry's event, and no personal data is logged", async () => {
  const email = "reader.ops@example.org";
  const page = await fetch(`http://127.0.0.1:${port}/?email=${encodeURIComponent(email)}&token=${"t".repeat(40)}`);
  expect(page.status).toBe(200);
  const id = page.headers.get("x-request-id");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(() => lines().find((line) => line.reqId === id && line.msg === "request"))
    .toMatchObject({ level: "info", method: "GET", route: "/", kind: "page", status: 200, ms: expect.any(Number) });

  const failing = await fetch(`http://127.0.0.1:${port}/test-error`);
  expect(failing.status).toBe(500);
  const failed = failing.headers.get("x-request-id");
  expect(failed).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(() => events.some((body) => body.includes(`"request_id":"${failed}"`)), { timeout: 20_000 })
    .toBe(true);
  await expect.poll(() => lines().find((line) => line.reqId === failed && line.msg === "request")?.status).toBe(500);

  expect(output).not.toContain(email);
  expect(output).not.toContain("t".repeat(40));
  expect(output).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
});

test("metrics answer on their own port with the token only, never on the public port", async () => {
  const url = `http://127.0.0.1:${metricsPort}/metrics`;
  expect((await fetch(url)).status).toBe(401);
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  const text = await answer.text();
  for (const series of [
    'http_requests_total{kind="page",status="200"}',
    'http_requests_total{kind="page",status="500"}',
    "http_request_duration_seconds_bucket",
    "page_memory_requests_total",
    "shared_cache_requests_total",
    "db_pool_connections",
    "mail_outbox_mails",
    "job_queue_jobs",
    "chat_streams_open",
    "process_resident_memory_bytes",
  ])
    expect(text, series).toContain(series);
  const onPublicPort = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(onPublicPort.status).toBe(404);
  expect(await onPublicPort.text()).not.toContain("http_requests_total");
});

const accepts = (target: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(target, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

test("a SIGTERM during 50 slow requests lets all 50 finish; readiness fails before the socket closes", async () => {
  const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
  expect([ready.status, await ready.json()]).toEqual([
    200,
    { ready: true, draining: false, database: true, pendingMigrations: [] },
  ]);
  const slow = Array.from({ length: 50 }, (_, i) =>
    fetch(`http://127.0.0.1:${port}/api/test/slow?ms=6000&n=${i}`).then(
      async (response) => response.status,
      (error: Error) => `failed: ${error.message}`,
    ),
  );
  // Time for the 50 to reach the server.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const stopping = server.stop();

  // Draining: readiness answers 503 while the server still answers; liveness stays 200.
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`, { headers: { connection: "close" } })).status)
    .toBe(503);
  const draining = await fetch(`http://127.0.0.1:${port}/api/ready`, { headers: { connection: "close" } });
  expect(draining.headers.get("connection")).toBe("close");
  expect(await draining.json()).toMatchObject({ ready: false, draining: true });
  expect((await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: "close" } })).status).toBe(200);

  // After the grace the listening socket is closed, while the slow requests are still running.
  await expect.poll(() => accepts(port), { timeout: 10_000 }).toBe(false);
  expect(await Promise.all(slow)).toEqual(Array(50).fill(200));
  await stopping;
  expect(server.child.exitCode).toBe(0);
  const messages = lines().map((line) => line.msg);
  expect(messages).toContain("draining: readiness now fails");
  expect(messages).toContain("stopped");
  expect(
    lines().filter((line) => line.msg === "request" && String(line.route).startsWith("/api/test/slow")),
  ).toHaveLength(50);
});
