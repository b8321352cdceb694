import { Agent, createServer, request as send, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { drainAndStop, trackResponse, untrackResponse } from "@/lib/ops/drain.mjs";
import { log } from "@/lib/ops/log.mjs";

// Once a draining process closes its port, a proxy in front (nginx) may still send a request on a
// keep-alive connection it holds; cutting that connection would reset the request, and nginx does not
// send a POST again. So the port closes (new connections are refused, which nginx retries anywhere)
// while a connection already open is still answered, and its answer closes it.
it("after closing its port, a draining process still answers on an open connection, and closes it", async () => {
  const server = createServer((_request, response) => {
    trackResponse(response);
    response.on("close", () => untrackResponse(response));
    response.end("done");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (options: { agent?: Agent } = { agent }) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const req = send({ port, host: "127.0.0.1", path: "/", method: "POST", ...options }, (res) => {
        res.resume();
        res.on("end", () => resolve(res));
      });
      req.on("error", reject);
      req.end("{}");
    });
  const first = await get();
  expect(first.headers.connection).toBe("keep-alive");
  const stopping = drainAndStop(server, { graceMs: 100, timeoutMs: 2_000, log });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(server.listening).toBe(false);
  await expect(get({ agent: new Agent() })).rejects.toMatchObject({ code: "ECONNREFUSED" });
  // The connection idle since the first answer is still open: the request is answered, not reset.
  const second = await get();
  expect(second.statusCode).toBe(200);
  expect(second.headers.connection).toBe("close");
  await stopping;
  agent.destroy();
});
