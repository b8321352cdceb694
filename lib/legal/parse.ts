import MarkdownIt from "markdown-it";
import type { Token } from "markdown-it";
import { z } from "zod";

export type LegalSection = { id: string; title: string };

export type LegalDocument = {
  title: string;
  description: string;
  /** Day the text last changed, at midnight UTC. */
  updated: Date;
  /** Safe HTML of the body (CommonMark, raw HTML disabled). */
  html: string;
  /** The second-level headings, for the table of contents. */
  sections: LegalSection[];
  /** Headings (with ids) and lists (with item counts) in order: what must match across languages. */
  outline: string[];
};

type Env = { resolveHref: (href: string) => string };

const frontMatterSchema = z.object({ title: z.string().min(1), description: z.string().min(1), updated: z.iso.date() });

// A heading ends with `{#id}` so anchors are the same in every language.
const headingId = /\s*\{#([a-z0-9-]+)\}\s*$/;

const md = new MarkdownIt("commonmark", { html: false, linkify: false });

md.core.ruler.push("legal_heading_ids", (state) => {
  state.tokens.forEach((token, i) => {
    const inline = state.tokens[i + 1];
    if (token.type !== "heading_open" || !inline) return;
    const match = headingId.exec(inline.content);
    if (!match) return;
    token.attrSet("id", match[1]!);
    inline.content = inline.content.slice(0, match.index);
    const last = inline.children?.at(-1);
    if (last?.type === "text") last.content = last.content.replace(headingId, "");
  });
});

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
md.renderer.rules.link_open = (tokens, i, options, env: Env, self) => {
  const token = tokens[i]!;
  const href = token.attrGet("href") ?? "";
  // Site paths are written without a language prefix; the page's language adds its own.
  if (href.startsWith("/") && !href.startsWith("//")) token.attrSet("href", env.resolveHref(href));
  else if (/^https?:\/\//i.test(href)) token.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, i, options, env, self);
};

function splitFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source.replace(/\r\n/g, "\n"));
  if (!match) throw new Error("A legal text must start with a front matter block (---).");
  const data = Object.fromEntries(
    match[1]!
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
      }),
  );
  return { data, body: source.replace(/\r\n/g, "\n").slice(match[0].length) };
}

const plainText = (inline: Token | undefined) =>
  (inline?.children ?? [])
    .map((child) => child.content)
    .join("")
    .trim();

/** Parses one legal text (front matter + CommonMark) into what the legal page renders. */
export function parseLegalDocument(source: string, env: Env): LegalDocument {
  const { data, body } = splitFrontMatter(source);
  const meta = frontMatterSchema.parse(data);
  const tokens = md.parse(body, env);
  const sections: LegalSection[] = [];
  const outline: string[] = [];
  const lists: { at: number; tag: string; level: number; items: number }[] = [];

  tokens.forEach((token, i) => {
    if (token.type === "heading_open") {
      if (token.tag === "h1")
        throw new Error(`"${meta.title}": the title comes from the front matter; use ## for sections.`);
      const id = token.attrGet("id");
      if (token.tag === "h2" && !id) throw new Error(`"${meta.title}": every ## heading needs an {#id}.`);
      if (token.tag === "h2") sections.push({ id: id!, title: plainText(tokens[i + 1]) });
      outline.push(id ? `${token.tag}#${id}` : token.tag);
    } else if (token.type === "bullet_list_open" || token.type === "ordered_list_open") {
      lists.push({ at: outline.length, tag: token.tag, level: token.level, items: 0 });
      outline.push(token.tag);
    } else if (token.type === "list_item_open") {
      const list = lists.findLast((l) => l.level === token.level - 1);
      if (list) outline[list.at] = `${list.tag}:${++list.items}`;
    }
  });

  return {
    ...meta,
    updated: new Date(`${meta.updated}T00:00:00Z`),
    html: md.renderer.render(tokens, md.options, env),
    sections,
    outline,
  };
}
