import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { productionStartProblems, readPublicEnv, readServerEnv } from "@/lib/env";

describe("lib/env.ts", () => {
  it("treats empty values as unset and fills the defaults", () => {
    expect(readServerEnv({ DATABASE_URL: "", SMTP_URL: "", PORT: "" })).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      MAIL_RETRY_INTERVAL_MS: 30_000,
    });
    expect(readServerEnv({}).DATABASE_URL).toBeUndefined();
  });

  it("takes the outbox's first retry delay in milliseconds, not below 100", () => {
    expect(readServerEnv({ MAIL_RETRY_INTERVAL_MS: "500" }).MAIL_RETRY_INTERVAL_MS).toBe(500);
    expect(() => readServerEnv({ MAIL_RETRY_INTERVAL_MS: "50" })).toThrow(/MAIL_RETRY_INTERVAL_MS/);
  });

  it("takes the worker's CPU group as an absolute path only", () => {
    expect(readServerEnv({ WORKER_CGROUP: "/sys/fs/cgroup/covid-worker" }).WORKER_CGROUP).toBe(
      "/sys/fs/cgroup/covid-worker",
    );
    expect(readServerEnv({ WORKER_CGROUP: "" }).WORKER_CGROUP).toBeUndefined();
    expect(() => readServerEnv({ WORKER_CGROUP: "covid-worker" })).toThrow(/WORKER_CGROUP: must be an absolute path/);
  });

  it("refuses values a production server must not start with, naming each", () => {
    const bad = {
      DATABASE_URL: "mysql://db",
      NEXTAUTH_URL: "not a url",
      NEXTAUTH_SECRET: "short",
      SMTP_URL: "http://mail",
      STAFF_EMAIL: "staff",
      PORT: "70000",
    };
    expect(() => readServerEnv(bad)).toThrow(
      /DATABASE_URL: must be a postgresql:\/\/ URL[\s\S]*NEXTAUTH_URL[\s\S]*NEXTAUTH_SECRET: must be at least 32 characters[\s\S]*SMTP_URL[\s\S]*STAFF_EMAIL[\s\S]*PORT/,
    );
    expect(() => readPublicEnv({ NEXT_PUBLIC_SENTRY_DSN: "nope" })).toThrow(/NEXT_PUBLIC_SENTRY_DSN/);
    // A typo must not quietly build a site without its service worker.
    expect(() => readPublicEnv({ NEXT_PUBLIC_OFFLINE: "no" })).toThrow(/NEXT_PUBLIC_OFFLINE/);
    expect(readPublicEnv({ NEXT_PUBLIC_OFFLINE: "off" }).NEXT_PUBLIC_OFFLINE).toBe("off");
  });

  it("accepts a complete production set", () => {
    const env = readServerEnv({
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://app@db.example/covid",
      NEXTAUTH_URL: "https://covid.example/api/_auth",
      NEXTAUTH_SECRET: "x".repeat(32),
      SMTP_URL: "smtps://user:pass@mail.example:465",
      PORT: "8080",
    });
    expect(env).toMatchObject({ NODE_ENV: "production", PORT: 8080 });
  });
});

// Every variable is read through lib/env.ts (or, in the browser, lib/public-env.ts). Exempt:
// NODE_ENV, NEXT_RUNTIME and NEXT_PHASE, which Next replaces at build time, and
// lib/cache/handler.mjs, which Node loads on its own; next.config.ts writes NEXT_PUBLIC_BUILD_ID.
describe("one env", () => {
  const roots = ["app", "lib", "components", "config", "proxy.ts", "instrumentation.ts", "instrumentation-client.ts"];
  const exempt = new Set(["lib/env.ts", "lib/public-env.ts", "lib/cache/handler.mjs"]);
  const files = (entry: string): string[] =>
    statSync(entry).isDirectory()
      ? readdirSync(entry).flatMap((name) => (name === "generated" ? [] : files(path.join(entry, name))))
      : /\.(ts|tsx|mjs)$/.test(entry)
        ? [entry]
        : [];

  it("no other file reads process.env", () => {
    const readers = roots
      .flatMap(files)
      .filter((file) => !exempt.has(file.split(path.sep).join("/")))
      .filter((file) =>
        [...readFileSync(file, "utf8").matchAll(/process\.env\.(\w+)/g)].some(
          (m) => !["NODE_ENV", "NEXT_RUNTIME", "NEXT_PHASE"].includes(m[1]!),
        ),
      );
    expect(readers).toEqual([]);
  });
});

describe("a production start fails closed on a public address", () => {
  const secret = "s".repeat(40);
  it.each([
    ["http://covid.example", secret, /https:\/\//],
    ["https://covid.example", undefined, /NEXTAUTH_SECRET/],
    ["http://203.0.113.5:3000", undefined, /https:\/\/[\s\S]*NEXTAUTH_SECRET/],
  ])("refuses NEXTAUTH_URL=%s without what it needs", (url, key, message) => {
    const problems = productionStartProblems({ NEXTAUTH_URL: url, NEXTAUTH_SECRET: key });
    expect(problems.join("\n")).toMatch(message);
  });
  it("refuses a short secret with a message naming it", () =>
    expect(() => productionStartProblems({ NEXTAUTH_URL: "https://covid.example", NEXTAUTH_SECRET: "short" })).toThrow(
      /NEXTAUTH_SECRET: must be at least 32 characters/,
    ));
  it.each(["http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000", undefined])(
    "lets a local start (%s) keep its generated secret",
    (url) => expect(productionStartProblems({ NEXTAUTH_URL: url })).toEqual([]),
  );
  it("accepts https with a long secret", () =>
    expect(productionStartProblems({ NEXTAUTH_URL: "https://covid.example", NEXTAUTH_SECRET: secret })).toEqual([]));
});

describe("the feed fetcher's test allowance", () => {
  it.each(["127.0.0.1", "127.0.0.0/8", "::1", "127.0.0.1, 127.0.0.2"])("accepts loopback only: %s", (value) =>
    expect(readServerEnv({ FEED_FETCH_ALLOW_ADDRESSES: value }).FEED_FETCH_ALLOW_ADDRESSES).toBe(value),
  );
  it.each(["10.0.0.1", "0.0.0.0/0", "169.254.169.254", "127.0.0.0/4", "::/0", "localhost"])("refuses %s", (value) =>
    expect(() => readServerEnv({ FEED_FETCH_ALLOW_ADDRESSES: value })).toThrow(/FEED_FETCH_ALLOW_ADDRESSES/),
  );
  it("is refused on a public site", () =>
    expect(
      productionStartProblems({
        NEXTAUTH_URL: "https://covid.example",
        NEXTAUTH_SECRET: "s".repeat(40),
        FEED_FETCH_ALLOW_ADDRESSES: "127.0.0.1",
      }).join("\n"),
    ).toMatch(/FEED_FETCH_ALLOW_ADDRESSES is for tests only/));
});
