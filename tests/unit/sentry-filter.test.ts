import type { ErrorEvent } from "@sentry/nextjs";
import { describe, expect, it } from "vitest";
import { beforeSend, sentryOptions, statusOf } from "@/lib/errors/sentry-options";

const event = { event_id: "1" } as ErrorEvent;
const withStatus = (status: unknown, key = "status") => Object.assign(new Error("failed"), { [key]: status });

describe("Sentry's beforeSend", () => {
  it("drops errors carrying a status from 300 to 499", () => {
    for (const status of [300, 301, 401, 404, 499, "404"])
      expect(beforeSend(event, { originalException: withStatus(status) }), String(status)).toBeNull();
    expect(beforeSend(event, { originalException: withStatus(404, "statusCode") })).toBeNull();
    expect(beforeSend(event, { originalException: { response: { status: 403 } } })).toBeNull();
    expect(beforeSend(event, { originalException: new Error("wrapped", { cause: withStatus(404) }) })).toBeNull();
  });

  it("keeps server errors, other statuses and errors without a status", () => {
    for (const status of [200, 299, 500, 503])
      expect(beforeSend(event, { originalException: withStatus(status) }), String(status)).toBe(event);
    expect(beforeSend(event, { originalException: new Error("plain") })).toBe(event);
    expect(beforeSend(event, { originalException: "a string" })).toBe(event);
    expect(beforeSend(event, {})).toBe(event);
  });

  it("reads no status from odd values", () => {
    expect(statusOf(null)).toBeUndefined();
    expect(statusOf({ status: "not a number" })).toBeUndefined();
  });

  it("sends no personal data and installs the filter", () => {
    const options = sentryOptions("https://key@sentry.example/1");
    expect(options.sendDefaultPii).toBe(false);
    expect(options.beforeSend).toBe(beforeSend);
  });
});
