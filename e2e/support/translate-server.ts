import { createServer, type Server } from "node:http";

// A stand-in for LibreTranslate, started once for the run by globalSetup (e2e/support/smtp-server.ts)
// on TRANSLATE_URL: POST /translate {q, source, target, format} answers {translatedText: "[target] q"},
// and GET /calls?containing=text says how many of the texts it translated contain `text`, so that a
// spec (in its own worker process, while others translate too) can check the site's cache. One server for every spec: the forum and the newsroom both translate.
export type FakeTranslator = { close: () => Promise<void> };

export const translateUrl = () => process.env.TRANSLATE_URL ?? "http://127.0.0.1:2602";

/** How many texts containing `text` the run's fake translator has translated so far. */
export async function translatorCalls(text: string): Promise<number> {
  const response = await fetch(new URL(`/calls?containing=${encodeURIComponent(text)}`, translateUrl()));
  return ((await response.json()) as { calls: number }).calls;
}

export async function startTranslateServer(url: string): Promise<FakeTranslator> {
  const { hostname, port } = new URL(url);
  const texts: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://translator");
      if (request.method === "GET" && url.pathname === "/calls") {
        const text = url.searchParams.get("containing") ?? "";
        const calls = texts.filter((q) => q.includes(text)).length;
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ calls }));
        return;
      }
      if (request.method !== "POST" || request.url !== "/translate") {
        response.writeHead(404).end();
        return;
      }
      const { q, target } = JSON.parse(body) as { q: string; target: string };
      texts.push(q);
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
