import { afterAll, describe, expect, inject, it } from "vitest";

// The metrics of a process (lib/ops/metrics.mjs, lib/ops/collectors.ts) against the tests' own
// PostgreSQL: a server of their own on 127.0.0.1 that answers only with the bearer token, in
// Prometheus' text format, with every series the operations guide names; the counters move when
// the code they count runs (a job that throws, a rate-limit refusal, a failed mail).
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
process.env.SMTP_URL = "smtp://127.0.0.1:9"; // nothing listens: every send fails
process.env.MAIL_RETRY_INTERVAL_MS = "60000";

const { log } = await import("@/lib/ops/log.mjs");
const { metricsSettings, serveMetrics } = await import("@/lib/ops/metrics.mjs");
const { addCollectors } = await import("@/lib/ops/collectors");
const { send, work, stopJobs } = await import("@/lib/jobs");
const { consume } = await import("@/lib/rate-limit");
const { queueMail, sendPendingMail } = await import("@/lib/mail/outbox");
const { db } = await import("@/lib/db");
const { systemOverview, retryFailedMail } = await import("@/lib/ops/system");

const token = "metrics-token-0123456789";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
addCollectors();
const server = await serveMetrics({ ...metricsSettings({ METRICS_TOKEN: token }), port: 0 } as never, log);
const address = server.address() as { address: string; port: number };
const url = `http://127.0.0.1:${address.port}/metrics`;
const scrape = async () => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.text();
};

afterAll(async () => {
  server.close();
  await stopJobs();
  process.env = savedEnv;
});

describe("metrics", () => {
  it("listen on 127.0.0.1 only and answer only with the token", async () => {
    expect(address.address).toBe("127.0.0.1");
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: "Bearer wrong-token-0123456789" } })).status).toBe(401);
    expect(
      (await fetch(url.replace("/metrics", "/other"), { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
  });

  it("refuse a bad port or a short token", () => {
    expect(() => metricsSettings({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
    expect(() => metricsSettings({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(metricsSettings({ METRICS_PORT: "9101" })).toEqual({ port: 9101, host: "127.0.0.1", token: undefined });
  });

  it("count failed jobs by name, rate-limit refusals, failed mail sends, and read the queues and the outbox", async () => {
    const name = `failing-${run}`;
    await work(name, async () => {
      throw new Error("this job always fails");
    });
    await send(name, {}, { retryLimit: 0 });
    await expect
      .poll(async () => /job_failures_total\{name="failing-/.test(await scrape()), { timeout: 20_000 })
      .toBe(true);

    const limit = { name: `ops-${run}`, max: 1, windowSeconds: 600, subject: "203.0.113.9" };
    await consume([limit]);
    expect((await consume([limit])).allowed).toBe(false);

    const { id } = await queueMail({ to: "reader@example.org", subject: "Hello", text: "Hi" });
    await sendPendingMail(id);

    const text = await scrape();
    for (const series of [
      "http_requests_total",
      "http_request_duration_seconds",
      "page_memory_requests_total",
      "shared_cache_requests_total",
      'db_pool_connections{state="total"}',
      'db_pool_connections{state="waiting"}',
      "job_queue_jobs{",
      'mail_outbox_mails{status="pending"}',
      'mail_outbox_mails{status="failed"}',
      "mail_outbox_oldest_pending_seconds",
      "mail_send_failures_total",
      "chat_streams_open 0",
      "http_requests_in_flight",
      "process_draining 0",
      `rate_limit_refusals_total{limit="ops-${run}"} 1`,
      "process_cpu_seconds_total",
      "nodejs_heap_size_used_bytes",
    ])
      expect(text, series).toContain(series);
    expect(Number(/^mail_send_failures_total (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^mail_outbox_oldest_pending_seconds ([\d.e+-]+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(0);
    expect(text).not.toContain("reader@example.org");
    await db.outgoingMail.deleteMany({ where: { id } });
  });

  it("give the admin System page its figures, and send a failed mail again", async () => {
    const failed = await db.outgoingMail.create({
      data: {
        to: `failed-${run}@example.org`,
        subject: "Given up",
        text: "Hi",
        status: "FAILED",
        attempts: 10,
        lastError: "refused",
      },
    });
    const system = await systemOverview();
    expect(system.failedMails.map((mail) => mail.id)).toContain(failed.id);
    expect(system.outbox.failed).toBeGreaterThanOrEqual(1);
    expect(system.databaseBytes).toBeGreaterThan(1_000_000);
    expect(system.migrations.count).toBeGreaterThan(10);
    expect(system.queues.some((queue) => queue.name.startsWith("failing-"))).toBe(true);
    expect(await retryFailedMail(failed.id)).toBe(true);
    expect(await retryFailedMail(failed.id)).toBe(false); // no longer a failed mail
    expect(await db.outgoingMail.findUnique({ where: { id: failed.id }, select: { status: true } })).toEqual({
      status: "PENDING",
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await db.outgoingMail.deleteMany({ where: { id: failed.id } });
  });
});
