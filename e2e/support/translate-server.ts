import { createServer, type Server } from "node:http";

// A stand-in for LibreTranslate: POST /translate {q, source, target, format} answers
// {translatedText: "[target] q"}, and counts calls so a spec can check the cache.
export type FakeTranslator = { calls: number; close: () => Promise<void> };

export async function startTranslateServer(url: string): Promise<FakeTranslator> {
  const { hostname, port } = new URL(url);
  const state = { calls: 0 };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/translate") {
        response.writeHead(404).end();
        return;
      }
      state.calls++;
      const { q, target } = JSON.parse(body) as { q: string; target: string };
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ translatedText: `[${target}] ${q}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(port), hostname, resolve);
  });
  return {
    get calls() {
      return state.calls;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
