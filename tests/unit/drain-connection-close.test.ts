import { request as get, createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { drainAndStop, trackResponse, untrackResponse } from "@/lib/ops/drain.mjs";

// A proxy in front (nginx) must hold no idle keep-alive connection to a draining process when that
// process closes them, or it may send a request on one as it closes. So every answer from the start of
// the drain says Connection: close, a request that began before the drain and is answered during the
// grace too.
const silent = { info() {}, warn() {}, error() {} };

it("closes the connection of every answer from the start of a drain, those already begun too", async () => {
  const server = createServer((_request, response) => {
    trackResponse(response);
    response.on("close", () => untrackResponse(response));
    setTimeout(() => response.end("done"), 150);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const answer = new Promise<IncomingHttpHeaders>((resolve, reject) => {
    const req = get(
      { port, host: "127.0.0.1", path: "/", agent: false, headers: { connection: "keep-alive" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers));
      },
    );
    req.on("error", reject);
    req.end();
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  // The grace outlasts the answer: it leaves while the server still takes requests.
  const stopping = drainAndStop(server, { graceMs: 400, timeoutMs: 2_000, log: silent });
  expect((await answer).connection).toBe("close");
  await stopping;
});
