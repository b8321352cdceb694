import * as Sentry from "@sentry/nextjs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readCapped } from "@/lib/api/body";
import { reportError } from "@/lib/errors/report";
import { log } from "@/lib/ops/log.mjs";

describe("readCapped", () => {
  // A body that never ends, counting what was read: the cap must stop the reading.
  const endless = () => {
    let pulled = 0;
    const chunk = new Uint8Array(1024).fill(97);
    const body = new ReadableStream<Uint8Array>({ pull: (c) => void (pulled++, c.enqueue(chunk)) });
    return {
      request: new Request("http://x/", { method: "POST", body, duplex: "half" } as RequestInit),
      pulled: () => pulled,
    };
  };

  it("stops at the cap instead of reading the whole body", async () => {
    const { request, pulled } = endless();
    expect(await readCapped(request, 16 * 1024)).toBeNull();
    expect(pulled()).toBeLessThanOrEqual(18);
  });

  it("refuses a declared length over the cap without reading", async () => {
    const { request, pulled } = endless();
    const declared = new Request(request, { headers: { "content-length": String(1 << 20) } });
    expect(await readCapped(declared, 16 * 1024)).toBeNull();
    // The stream and the Request's own piping fill their small queues (one or two chunks, as the
    // microtasks fall), nothing more: reading to the cap would take 17.
    expect(pulled()).toBeLessThanOrEqual(2);
  });

  it("returns a body within the cap as text", async () => {
    expect(await readCapped(new Request("http://x/", { method: "POST", body: '{"a":"é"}' }), 16)).toBe('{"a":"é"}');
  });
});

describe("reportError", () => {
  const sent: unknown[] = [];
  beforeAll(() => {
    vi.spyOn(log, "error").mockImplementation(() => undefined);
    Sentry.init({
      dsn: "http://public@127.0.0.1:9/1",
      defaultIntegrations: false,
      beforeSend: (event, hint) => {
        sent.push(hint.originalException);
        return null; // seen, never sent anywhere
      },
    });
  });
  afterAll(() => Sentry.close());

  it("logs every failure and sends those that are not 300-499 answers to Sentry", async () => {
    const bug = new Error("a bug");
    const refused = Object.assign(new Error("not found"), { status: 404 });
    reportError(bug, { where: "test" });
    reportError(refused, { where: "test" });
    await Sentry.flush(2000);
    expect(sent).toEqual([bug]);
    expect(log.error).toHaveBeenCalledTimes(2);
  });
});
