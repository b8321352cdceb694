// The 404 and 500 pages that Next answers empty. When a page calls notFound() (an unknown address, a
// removed item) or fails, Next 16 sends its error shell, `<html id="__next_error__">` with an empty
// body: error boundaries do not run in React's server rendering, so the localized page exists only
// in the RSC payload, drawn by the browser once the scripts have run (vercel/next.js#62228, open). A
// reader without JavaScript sees a blank page, a slow phone a blank one for seconds, and the page has
// no language. The server's errorShell step (server/steps.mjs, through holdErrorShell) puts the
// page's words in that shell: its language, title, heading, explanation and links. The browser's script then replaces the document with the site's
// own page (Next client-renders a `__next_error__` document rather than hydrating it), so the words
// are in an element it removes. Plain JavaScript: the server has no build step.
import { readFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, deflateSync, inflateSync } from "node:zlib";

/** lib/i18n/routing.ts's languages and their `lang` (tests/unit/error-shell.test.ts keeps them equal). */
export const shellRegions = { en: "en-US", es: "es-MX", fr: "fr-FR", pt: "pt-BR" };
const defaultLocale = "en";
const SHELL = '<!DOCTYPE html><html id="__next_error__">';

const texts = Object.fromEntries(
  Object.keys(shellRegions).map((locale) => {
    const site = JSON.parse(readFileSync(new URL(`../messages/${locale}/site.json`, import.meta.url), "utf8"));
    const template = site.Metadata.titleTemplate;
    return [locale, { 404: { ...site.NotFoundPage, template }, 500: { ...site.ErrorPage, template } }];
  }),
);

const escape = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The language of a request's path: its prefix, or English (an unprefixed page is rendered in English). */
export function pathLocale(url) {
  const prefix = (url ?? "/").split(/[/?#]/)[1];
  return prefix && prefix !== defaultLocale && prefix in shellRegions ? prefix : defaultLocale;
}

// Scoped to the element the browser's script removes: Next's client keeps <style> elements when it
// takes the document over, so a rule for `body` or `a` would restyle the site's own page.
const style = `<style>#error-shell{max-width:36rem;margin:0 auto;padding:4rem 1.5rem;text-align:center;font-family:system-ui,sans-serif;color:#0f172a}
#error-shell h1{font-size:1.875rem;margin:.5rem 0}#error-shell p{line-height:1.6}#error-shell .code{color:#0f766e;font-weight:600;font-size:.875rem}
#error-shell a{color:#0f766e;font-weight:600}#error-shell .note{border:1px solid #64748b;border-radius:.375rem;padding:.75rem 1rem;margin-bottom:2rem;text-align:left}
#error-shell h2{font-size:1rem;margin:0}@media (prefers-color-scheme:dark){#error-shell{color:#e2e8f0}#error-shell .code,#error-shell a{color:#5eead4}}</style>`;

// The page's React tree is in the shell only as its RSC payload, the string arguments of
// `self.__next_f.push([1, "..."])` (JSON strings, `<` escaped). A part of the tree that must reach a
// reader without JavaScript marks its element `data-shell="note"` and holds its heading and text as
// its first two string children (components/article/taken-down.tsx, the takedown note).
const payloadChunk = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g;
const shellNote = /"data-shell":"note".*?"children":("(?:[^"\\]|\\.)*").*?"children":("(?:[^"\\]|\\.)*")/s;

/** The heading and text of the element marked `data-shell="note"` in the page's RSC payload. */
export function noteInPayload(html) {
  let payload = "";
  for (const [, literal] of html.matchAll(payloadChunk)) payload += JSON.parse(literal);
  const found = shellNote.exec(payload);
  return found ? { title: JSON.parse(found[1]), text: JSON.parse(found[2]) } : null;
}

/**
 * `html` with the words of the page for `status` (404 or 500) in `locale`, at `url`, and the note
 * the page's tree holds for such a reader (noteInPayload); null when it is not Next's empty error shell.
 */
export function fillErrorShell(html, { status, locale, url }) {
  if (!html.startsWith(SHELL) || !html.includes("<body>")) return null;
  const t = (texts[locale] ?? texts[defaultLocale])[status];
  if (!t) return null;
  const home = locale === defaultLocale ? "/" : `/${locale}`;
  const retry = status === 500 ? `<a href="${escape(url)}">${escape(t.retry)}</a> · ` : "";
  const note = status === 404 ? noteInPayload(html) : null;
  const main =
    `<main id="error-shell">` +
    (note ? `<div role="note" class="note"><h2>${escape(note.title)}</h2><p>${escape(note.text)}</p></div>` : "") +
    `<p class="code">${status}</p><h1>${escape(t.title)}</h1><p>${escape(t.description)}</p>` +
    `<p>${retry}<a href="${home}">${escape(t.backHome)}</a></p></main>`;
  return html
    .replace(SHELL, `<!DOCTYPE html><html id="__next_error__" lang="${shellRegions[locale]}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(t.template.replace("%s", t.title))}</title>`)
    .replace("</head>", `${style}</head>`)
    .replace("<body>", `<body>${main}`);
}

const codecs = {
  "": { decode: (b) => b, encode: (b) => b },
  gzip: { decode: gunzipSync, encode: gzipSync },
  br: { decode: brotliDecompressSync, encode: brotliCompressSync },
  deflate: { decode: inflateSync, encode: deflateSync },
};

/**
 * Holds the body of a GET answered 404 or 500 with HTML (Next's compression, inside its handler, has
 * already encoded it), and sends it filled in (fillErrorShell) or unchanged. Other answers pass
 * through untouched and unbuffered. Call before Next's handler.
 */
export function holdErrorShell(request, response) {
  if (request.method !== "GET") return;
  const { writeHead, write, end } = response;
  let held; // the body's chunks, when the answer is one to hold
  let heldStatus;
  // Every answer's headers pass here (Node's first write calls it too), with the status set and,
  // inside Next's compression, the encoding decided.
  response.writeHead = function (status, ...rest) {
    const headers = rest.find((r) => r && typeof r === "object");
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
      rest = rest.filter((r) => r !== headers);
    }
    const type = String(this.getHeader("content-type") ?? "");
    const encoding = String(this.getHeader("content-encoding") ?? "");
    if ((status === 404 || status === 500) && type.startsWith("text/html") && encoding in codecs) {
      held = [];
      heldStatus = status;
      this.removeHeader("content-length"); // the body changes: sent chunked
    }
    return writeHead.call(this, status, ...rest);
  };
  const keep = (chunk, encoding) => {
    if (chunk != null && typeof chunk !== "function")
      held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
  };
  response.write = function (chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!held) return write.call(this, chunk, encoding, callback);
    keep(chunk, encoding);
    (typeof encoding === "function" ? encoding : callback)?.();
    return true;
  };
  response.end = function (chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!held) return end.call(this, chunk, encoding, callback);
    keep(chunk, encoding);
    const done = [chunk, encoding, callback].find((f) => typeof f === "function");
    const codec = codecs[String(this.getHeader("content-encoding") ?? "")];
    const body = Buffer.concat(held);
    let filled = null;
    try {
      const html = codec.decode(body).toString("utf8");
      filled = fillErrorShell(html, { status: heldStatus, locale: pathLocale(request.url), url: request.url ?? "/" });
    } catch {
      // Not what it claimed to be: sent as it came.
    }
    return end.call(this, filled === null ? body : codec.encode(Buffer.from(filled, "utf8")), done);
  };
}
