import { createServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readServerEnv } from "@/lib/env";
import { CHECK_INTERVAL_MS, limitConnections, serverLimits } from "@/lib/security/server-limits.mjs";

// The limits of server.mjs that hold with no proxy in front (lib/security/server-limits.mjs), on a
// real Node server wired as server.mjs wires it, with short time-outs.
describe("the server's limits", () => {
  it("default to 1000 connections, 10 s for headers and 60 s for a request, and refuse nonsense", () => {
    expect(serverLimits({})).toEqual({ maxConnections: 1000, headersTimeout: 10_000, requestTimeout: 60_000 });
    expect(serverLimits({ MAX_CONNECTIONS: "50", HEADERS_TIMEOUT_SECONDS: "", REQUEST_TIMEOUT_SECONDS: "30" })).toEqual(
      { maxConnections: 50, headersTimeout: 10_000, requestTimeout: 30_000 },
    );
    for (const env of [
      { MAX_CONNECTIONS: "0" },
      { MAX_CONNECTIONS: "many" },
      { HEADERS_TIMEOUT_SECONDS: "1.5" },
      { REQUEST_TIMEOUT_SECONDS: "5" },
    ]) {
      expect(() => serverLimits(env), JSON.stringify(env)).toThrow(/SECONDS|CONNECTIONS/);
      expect(() => readServerEnv(env), JSON.stringify(env)).toThrow(/SECONDS|CONNECTIONS/);
    }
    expect(readServerEnv({ MAX_CONNECTIONS: "50", REQUEST_TIMEOUT_SECONDS: "30" }).MAX_CONNECTIONS).toBe("50");
  });
});

describe("a server with them", () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function start(maxConnections = 100) {
    const headersTimeout = 1000;
    server = createServer(
      { headersTimeout, requestTimeout: 2000, connectionsCheckingInterval: CHECK_INTERVAL_MS },
      (request, response) => {
        // A slow answer with a pause longer than every time-out, as the chat's stream pauses.
        if (request.url === "/slow") {
          response.write("start\n");
          setTimeout(() => response.end("end\n"), 2500);
        } else response.end("ok");
      },
    );
    server.keepAliveTimeout = 5000;
    limitConnections(server, { maxConnections, headersTimeout });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  /** Seconds until the server closes a connection that sends `first`, then `each` every 200 ms. */
  function closedAfter(port: number, first = "", each = "") {
    return new Promise<{ seconds: number; answer: string }>((resolve) => {
      const started = Date.now();
      let answer = "";
      const socket = net.connect(port, "127.0.0.1", () => first && socket.write(first));
      const timer = each ? setInterval(() => socket.write(each), 200) : undefined;
      socket.on("data", (data) => (answer += data.toString()));
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(timer);
        resolve({ seconds: (Date.now() - started) / 1000, answer });
      });
      setTimeout(() => socket.destroy(), 8000).unref();
    });
  }

  it("cuts off a client that sends its headers slowly, and one that sends nothing", async () => {
    const port = await start();
    const [slow, silent] = await Promise.all([
      closedAfter(port, "GET / HTTP/1.1\r\nHost: x\r\n", "X-Slow: 1\r\n"),
      closedAfter(port),
    ]);
    expect(slow.seconds).toBeLessThan(2.5);
    expect(slow.answer).toMatch(/^HTTP\/1.1 408/);
    expect(silent.seconds).toBeLessThan(2.5);
  });

  it("keeps a long answer and an idle keep-alive connection past the header time-out", async () => {
    const port = await start();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (data) => (answer += data.toString()));
    socket.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(answer).toContain("end");
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answer.match(/HTTP\/1.1 200/g)).toHaveLength(2);
    socket.destroy();
  });

  it("closes connections beyond the cap at once", async () => {
    const port = await start(2);
    const open = [net.connect(port, "127.0.0.1"), net.connect(port, "127.0.0.1")];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await closedAfter(port);
    expect(third.seconds).toBeLessThan(0.5);
    for (const socket of open) socket.destroy();
  });
});
