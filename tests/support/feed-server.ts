// A local HTTP server of feeds for the aggregation tests: the saved fixtures (with ETags, so a
// second conditional request is a 304) and every misbehaviour the fetcher must survive.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const dir = path.resolve(__dirname, "../fixtures/feeds");
export const fixture = (name: string) => readFileSync(path.join(dir, name));

export const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<rss version="2.0"><channel><title>&lol9;</title><link>https://laughs.test/</link>
<item><title>&lol9;</title><link>https://laughs.test/a</link></item></channel></rss>`;

/** An RSS feed of one story, as a given outlet titles it. */
export function storyFeed(outlet: string, title: string, link: string, date: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${outlet}</title><link>https://${outlet}.test/</link><language>en</language>
<item><title>${title}</title><link>${link}</link><guid>${link}</guid><pubDate>${date}</pubDate>
<description>Health officials reported new measles cases and urged vaccination.</description></item>
</channel></rss>`;
}

export type FeedServer = {
  url: string;
  port: number;
  /** Requests per path (without the query). */
  hits: Map<string, number>;
  /** Extra routes: path -> body (served as XML with an ETag). */
  serve(pathname: string, body: string | Buffer, type?: string): void;
  close(): Promise<void>;
};

export async function startFeedServer(host = "127.0.0.1", redirectTarget?: () => string): Promise<FeedServer> {
  const hits = new Map<string, number>();
  const extra = new Map<string, { body: Buffer; type: string }>();
  const sendBody = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, type: string) => {
    const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 16)}"`;
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(200, { "content-type": type, etag, "content-length": body.length }).end(body);
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const [, first = "", rest = ""] = url.pathname.split("/");
    if (first === "fixtures") {
      const type = rest.endsWith(".json") ? "application/feed+json" : "application/xml";
      return sendBody(req, res, fixture(rest), type);
    }
    const added = extra.get(url.pathname);
    if (added) return sendBody(req, res, added.body, added.type);
    switch (url.pathname) {
      case "/broken":
        return res
          .writeHead(200, { "content-type": "application/rss+xml" })
          .end("<rss><channel><title>Cut</title><item>");
      case "/laughs":
        return res.writeHead(200, { "content-type": "application/rss+xml" }).end(billionLaughs);
      case "/huge": {
        // 50 MB announced by nothing (chunked): the fetcher must stop reading at its cap.
        res.writeHead(200, { "content-type": "application/rss+xml" });
        const chunk = Buffer.alloc(64 * 1024, "a");
        let sent = 0;
        const write = () => {
          while (sent < 50 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", write);
          }
          res.end();
        };
        res.on("close", () => (sent = Number.POSITIVE_INFINITY));
        return write();
      }
      case "/drip": {
        res.writeHead(200, { "content-type": "application/rss+xml" });
        const timer = setInterval(() => res.write("<"), 1000);
        res.on("close", () => clearInterval(timer));
        return;
      }
      case "/loop/a":
        return res.writeHead(302, { location: "/loop/b" }).end();
      case "/loop/b":
        return res.writeHead(302, { location: "/loop/a" }).end();
      case "/gone":
        return res.writeHead(410).end("gone");
      case "/busy":
        return res.writeHead(429, { "retry-after": "120" }).end();
      case "/to-private":
        return res.writeHead(302, { location: redirectTarget?.() ?? "http://10.0.0.1/feed" }).end();
      default:
        if (url.pathname.startsWith("/chain/")) {
          const n = Number(url.pathname.slice(7));
          return res.writeHead(301, { location: `/chain/${n + 1}` }).end();
        }
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    hits,
    serve(pathname, body, type = "application/rss+xml") {
      extra.set(pathname, { body: Buffer.from(body), type });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
