import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillErrorShell, holdErrorShell, noteInPayload, pathLocale, shellRegions } from "@/server/error-shell.mjs";
import { regions } from "@/lib/i18n/routing";
import en from "@/messages/en/site.json";
import es from "@/messages/es/site.json";

// What Next 16 sends for notFound() or a failed render: its error shell, with an empty body.
const shell =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><title>Covid Info</title></head>' +
  '<body><div hidden=""><!--$--><!--/$--></div><script>self.__next_f=[]</script></body></html>';

describe("fillErrorShell", () => {
  it("knows the app's languages and their lang", () => {
    expect(shellRegions).toEqual(regions);
  });

  it("puts the not-found page's words, language and title in the shell", () => {
    const html = fillErrorShell(shell, { status: 404, locale: "es", url: "/es/nada" })!;
    expect(html).toContain('<html id="__next_error__" lang="es-MX">');
    expect(html).toContain(`<title>${es.Metadata.titleTemplate.replace("%s", es.NotFoundPage.title)}</title>`);
    expect(html).toContain(`<h1>${es.NotFoundPage.title}</h1>`);
    expect(html).toContain(`<a href="/es">${es.NotFoundPage.backHome}</a>`);
    // The RSC payload and scripts are kept, for the browser to draw the site's own page.
    expect(html).toContain("<script>self.__next_f=[]</script>");
  });

  it("offers a 500 page's retry at the same address, escaped", () => {
    const html = fillErrorShell(shell, { status: 500, locale: "en", url: '/x?q="><script>' })!;
    expect(html).toContain(`<h1>${en.ErrorPage.title}</h1>`);
    expect(html).toContain('<a href="/x?q=&#34;&#62;&#60;script&#62;">');
    expect(html).not.toContain('"><script>');
  });

  it("copies a note of the page's tree into a 404 for readers without JavaScript, escaped", () => {
    // As Next writes the RSC payload: JSON strings in several pushes, `<` and `&` as \u escapes.
    const chunk = (text: string) =>
      `<script>self.__next_f.push([1,${JSON.stringify(text).replace(/</g, "\\u003c").replace(/&/g, "\\u0026")}])</script>`;
    const rows =
      '5:["$","div",null,{"role":"note","data-testid":"taken-down","data-shell":"note","className":"mx-auto","children":[' +
      '["$","h2",null,{"className":"font-semibold","children":"Retiré à la demande de l\'éditeur"}],' +
      '["$","p",null,{"className":"mt-1","children":"Retiré le 29 novembre 2026 <b>&</b>"}]]}]\n';
    const withNote = shell.replace(
      "</body>",
      `${chunk(rows.slice(0, 60))}${chunk(rows.slice(60))}<script>self.__next_f.push([2,null])</script></body>`,
    );
    expect(noteInPayload(withNote)).toEqual({
      title: "Retiré à la demande de l'éditeur",
      text: "Retiré le 29 novembre 2026 <b>&</b>",
    });
    const html = fillErrorShell(withNote, { status: 404, locale: "fr", url: "/fr/news/x/y" })!;
    expect(html).toContain(
      '<div role="note" class="note"><h2>Retiré à la demande de l&#39;éditeur</h2><p>Retiré le 29 novembre 2026 &#60;b&#62;&#38;&#60;/b&#62;</p></div>',
    );
    // Not on a 500, and not without the mark.
    expect(fillErrorShell(withNote, { status: 500, locale: "fr", url: "/" })).not.toContain('role="note"');
    expect(noteInPayload(withNote.replace('\\"data-shell\\":\\"note\\",', ""))).toBeNull();
    expect(noteInPayload(shell)).toBeNull();
  });

  it("leaves any other page alone", () => {
    expect(
      fillErrorShell('<!DOCTYPE html><html lang="en"><body>x</body></html>', { status: 404, locale: "en", url: "/" }),
    ).toBeNull();
  });

  it("reads the language from the path's prefix only", () => {
    expect(pathLocale("/fr/news/x")).toBe("fr");
    expect(pathLocale("/pt")).toBe("pt");
    expect(pathLocale("/pt?x=1")).toBe("pt");
    expect(pathLocale("/news/fr")).toBe("en");
    expect(pathLocale("/en/news")).toBe("en");
    expect(pathLocale("/french")).toBe("en");
  });
});

describe("holdErrorShell", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((request, response) => {
      holdErrorShell(request, response);
      const [status, kind] = (request.url ?? "").slice(1).split("/");
      response.statusCode = Number(status);
      if (kind === "json") {
        response.setHeader("Content-Type", "application/json");
        return response.end(JSON.stringify({ error: "Not found" }));
      }
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      if (kind === "gzip") {
        response.setHeader("Content-Encoding", "gzip");
        return response.end(gzipSync(shell));
      }
      // Written in pieces, as a stream is.
      response.write(shell.slice(0, 40));
      response.end(shell.slice(40));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, method = "GET") =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ port, path, method, host: "127.0.0.1" }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });

  it("fills a 404 and a 500 written in pieces, and a gzipped one", async () => {
    expect((await get("/404/html")).body.toString()).toContain(`<h1>${en.NotFoundPage.title}</h1>`);
    expect((await get("/500/html")).body.toString()).toContain(`<h1>${en.ErrorPage.title}</h1>`);
    const zipped = await get("/404/gzip");
    expect(zipped.status).toBe(404);
    expect(gunzipSync(zipped.body).toString()).toContain('lang="en-US"');
  });

  it("passes other answers through unchanged", async () => {
    expect((await get("/200/html")).body.toString()).toBe(shell);
    expect((await get("/404/json")).body.toString()).toBe('{"error":"Not found"}');
    expect((await get("/503/html")).body.toString()).toBe(shell);
  });
});
