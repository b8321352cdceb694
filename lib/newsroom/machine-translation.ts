import "server-only";
import { serverEnv } from "@/lib/env";
import { translateText } from "@/lib/forum/translate";
import type { Locale } from "@/lib/generated/prisma/enums";
import type { DraftText } from "./editions";

// "Draft a translation": each Markdown block's text goes to the LibreTranslate-compatible
// service (TRANSLATE_URL) as HTML, with the markup that must survive turned into tags the service
// keeps: links (their address never leaves), emphasis, strong, inline code (not translated at
// all). Block syntax (headings, list markers, quotes) stays outside what is sent. The answer is
// turned back into the same Markdown.

export type Translate = (html: string) => Promise<string>;

const protect = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const unprotect = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** One line's inline Markdown as HTML the service keeps, and what it needs to come back. */
function toHtml(line: string): { html: string; links: string[]; codes: string[] } {
  const links: string[] = [];
  const codes: string[] = [];
  let html = protect(line);
  html = html.replace(
    /`([^`]+)`/g,
    (_, code: string) => `<code translate="no" data-i="${codes.push(code) - 1}"></code>`,
  );
  html = html.replace(
    /\[([^\]]+)\]\(([^)\s]+)\)/g,
    (_, text: string, href: string) => `<a data-i="${links.push(href) - 1}">${text}</a>`,
  );
  html = html
    .replace(/\*\*([^*]+)\*\*/g, "<b>$1</b>")
    .replace(/\*([^*]+)\*/g, "<i>$1</i>")
    .replace(/_([^_]+)_/g, "<i>$1</i>");
  return { html, links, codes };
}

function toMarkdown(html: string, links: string[], codes: string[]): string {
  let text = html.replace(
    /<code[^>]*data-i="(\d+)"[^>]*>\s*<\/code>/g,
    (_, i: string) => `\`${codes[Number(i)] ?? ""}\``,
  );
  text = text.replace(
    /<a[^>]*data-i="(\d+)"[^>]*>([\s\S]*?)<\/a>/g,
    (_, i: string, inner: string) => `[${inner}](${links[Number(i)] ?? ""})`,
  );
  text = text
    .replace(/<\/?b>/g, "**")
    .replace(/<\/?strong>/g, "**")
    .replace(/<\/?i>/g, "*")
    .replace(/<\/?em>/g, "*");
  return unprotect(text.replace(/<[^>]+>/g, ""));
}

/** The line's block syntax (kept) and its text (translated). */
const blockSyntax = /^(\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)*)([\s\S]*)$/;

/** Translates Markdown line by line, keeping blank lines, code blocks and block syntax. */
export async function translateMarkdown(source: string, translate: Translate): Promise<string> {
  const out: string[] = [];
  let fenced = false;
  for (const line of source.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || /^\s*(```|~~~)/.test(line) || !line.trim() || /^\s*([-*_]\s*){3,}$/.test(line)) {
      out.push(line);
      continue;
    }
    const [, prefix = "", text = ""] = blockSyntax.exec(line) ?? [];
    if (!text.trim()) {
      out.push(line);
      continue;
    }
    const { html, links, codes } = toHtml(text);
    out.push(prefix + toMarkdown(await translate(html), links, codes));
  }
  return out.join("\n");
}

/** The service as a Translate function from `source` to `target`, or null when none is configured. */
export function translationService(source: Locale, target: Locale): Translate | null {
  const { TRANSLATE_URL, TRANSLATE_API_KEY } = serverEnv();
  if (!TRANSLATE_URL) return null;
  // The forum's client of the same service, asked for HTML so the markup's tags come back.
  return (q) => translateText(TRANSLATE_URL, TRANSLATE_API_KEY, q, source, target, "html");
}

/** A whole language drafted from another: title, lead, body and description. */
export async function draftTranslation(text: DraftText, translate: Translate): Promise<DraftText> {
  const plain = async (value: string) => toMarkdown(await translate(protect(value)), [], []);
  const [title, summary, body, seoDescription] = await Promise.all([
    plain(text.title),
    plain(text.summary),
    translateMarkdown(text.body, translate),
    text.seoDescription ? plain(text.seoDescription) : Promise.resolve(null),
  ]);
  return { title, summary, body, seoDescription };
}
