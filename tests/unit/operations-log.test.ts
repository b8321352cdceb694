// No e-mail address, token, cookie or password in any log line: personal data fed through every
// logging path (the logger's message, format arguments, fields and errors; reportError; the
// request log line of server.mjs's wrapper) and the captured lines grepped. Also: the request id
// reaches the log line and the X-Request-Id header, and a client's own id is taken only from a
// trusted proxy and only when it is a short safe token.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { reportError } from "@/lib/errors/report";
import { captureLogs, log, logFor, requestContext, scrub } from "@/lib/ops/log.mjs";
import { observeRequests, requestIdOf, routeKind } from "@/lib/ops/requests.mjs";

const secrets = {
  email: "jane.doe+covid@example.org",
  password: "Hunter2-correct-horse-battery",
  token: "Xy7_kP2mQ9vR4tL8wN3bH6jF1dS5aG0cE2uI9oZ",
  session: "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.aBcDeFgHiJkLmNoP.qRsTuVwXyZ",
  cookie: "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0",
  smtp: "s3cr3t-smtp-pass",
};
const everySecret = Object.values(secrets);
const expectClean = (lines: string[]) => {
  const text = lines.join("");
  for (const secret of everySecret) expect(text, `a line holds ${secret}`).not.toContain(secret);
  expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
};

let capture: ReturnType<typeof captureLogs> | undefined;
afterEach(() => void capture?.stop());

describe("scrub", () => {
  it.each([
    [`sign-in for ${secrets.email}`, "sign-in for [email]"],
    [`/auth/update-password?token=${secrets.token}&x=1`, "/auth/update-password?token=[redacted]&x=1"],
    [`smtp://mailer:${secrets.smtp}@mail.example:587`, "smtp://[redacted]@mail.example:587"],
    [`Authorization: Bearer ${secrets.token}`, "Authorization: Bearer [redacted]"],
    [`Cookie: next-auth.session-token=${secrets.session}`, "Cookie: next-auth.session-token=[redacted]"],
    [`session ${secrets.cookie} expired`, "session [token] expired"],
    ["job 0d2c7a4e-5b6f-4c1d-9e8a-7b6c5d4e3f2a done", "job 0d2c7a4e-5b6f-4c1d-9e8a-7b6c5d4e3f2a done"],
  ])("%s", (input, output) => expect(scrub(input)).toBe(output));
});

describe("every logging path", () => {
  it("the logger: message, format arguments, fields, nested fields, errors and their causes", () => {
    capture = captureLogs();
    const error = new Error(`login failed for ${secrets.email} (${secrets.session})`, {
      cause: new Error(`token ${secrets.token} unknown`),
    });
    log.info(`mail to ${secrets.email}`);
    log.warn("reset %s for %s", secrets.token, secrets.email);
    log.info({ email: secrets.email, password: secrets.password, token: secrets.token }, "fields");
    log.info(
      { user: { email: secrets.email, password: secrets.password }, headers: { cookie: secrets.cookie } },
      "nested",
    );
    log.info({ note: `Bearer ${secrets.token}`, list: [secrets.email] }, "values");
    log.error(error);
    log.error({ err: error }, "with err");
    logFor("mail").error({ error, to: secrets.email }, "child");
    const lines = capture.stop();
    expect(lines).toHaveLength(8);
    expectClean(lines);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(JSON.parse(lines[5]!)).toMatchObject({ level: "error", err: { type: "Error", cause: { type: "Error" } } });
  });

  it("reportError: one JSON line with the request id, no personal data", () => {
    capture = captureLogs();
    requestContext.run({ requestId: "req-1234567" }, () =>
      reportError(new Error(`could not send to ${secrets.email} (token ${secrets.token})`), {
        where: "signUp",
        detail: `smtp://user:${secrets.smtp}@host ${secrets.email}`,
      }),
    );
    const lines = capture.stop();
    expectClean(lines);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "error",
      reqId: "req-1234567",
      where: "signUp",
      msg: "signUp failed",
    });
  });
});

describe("the request log line and X-Request-Id", () => {
  let server: Server;
  const start = async (trusted: number) => {
    server = createServer((request, response) => {
      log.info(`handling for ${secrets.email}`);
      response.setHeader("Set-Cookie", `next-auth.session-token=${secrets.session}`);
      response.end("ok");
    });
    observeRequests(server, { trusted });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("logs method, route, kind, status and duration under the id it sends back, without the query's secrets", async () => {
    const base = await start(0);
    capture = captureLogs();
    const response = await fetch(
      `${base}/auth/update-password/${encodeURIComponent(secrets.email)}?token=${secrets.token}&email=${secrets.email}`,
      { headers: { cookie: `next-auth.session-token=${secrets.session}`, authorization: `Bearer ${secrets.token}` } },
    );
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const lines = capture.stop().map((line) => JSON.parse(line) as Record<string, unknown>);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expectClean(lines.map((line) => JSON.stringify(line)));
    expect(lines.map((line) => line.reqId)).toEqual([id, id]);
    expect(lines[1]).toMatchObject({ msg: "request", method: "GET", kind: "page", status: 200 });
    expect(lines[1]!.route).toBe("/auth/update-password/[email]");
    expect(typeof lines[1]!.ms).toBe("number");
  });

  it("keeps a trusted proxy's safe X-Request-Id, replaces anything else", async () => {
    expect(requestIdOf("nginx-0123456789abcdef", 1)).toBe("nginx-0123456789abcdef");
    expect(requestIdOf("nginx-0123456789abcdef", 0)).not.toBe("nginx-0123456789abcdef");
    expect(requestIdOf(`<script>${"x".repeat(10)}`, 1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf("x".repeat(65), 1)).toMatch(/^[0-9a-f-]{36}$/);
    const base = await start(1);
    const response = await fetch(`${base}/`, { headers: { "x-request-id": "edge-42-abcdef" } });
    expect(response.headers.get("x-request-id")).toBe("edge-42-abcdef");
  });

  it("labels requests by a small fixed set of kinds", () => {
    expect(routeKind("GET", "/api/ready", {})).toBe("health");
    expect(routeKind("GET", "/_next/static/chunks/a.js", {})).toBe("static");
    expect(routeKind("POST", "/forum/new", { "next-action": "abc" })).toBe("action");
    expect(routeKind("POST", "/api/user/get-user", {})).toBe("api");
    expect(routeKind("GET", "/es/news", {})).toBe("page");
  });
});

describe("console lines of Next and the libraries", () => {
  it("become scrubbed JSON lines once routed", async () => {
    const { routeConsole, createLogger } = await import("@/lib/ops/log.mjs");
    const lines: string[] = [];
    const saved = { ...console };
    routeConsole(createLogger({ write: (line: string) => void lines.push(line) }));
    try {
      console.error(new Error(`⨯ render failed for ${secrets.email}`));
      console.warn("slow query for %s", secrets.email);
      console.log(`token=${secrets.token}`);
    } finally {
      Object.assign(console, saved);
    }
    expectClean(lines);
    expect(lines.map((line) => (JSON.parse(line) as { level: string }).level)).toEqual(["error", "warn", "info"]);
  });
});
