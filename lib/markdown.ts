import "server-only";
import MarkdownIt from "markdown-it";

// CommonMark with raw HTML disabled: anything that looks like a tag is escaped, and
// markdown-it refuses javascript:, vbscript: and file: links, so the output is safe to embed.
const md = new MarkdownIt("commonmark", { html: false, linkify: false });

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const href = tokens[i]!.attrGet("href") ?? "";
  if (/^https?:\/\//i.test(href)) {
    tokens[i]!.attrSet("rel", "noopener noreferrer");
  }
  return defaultLinkOpen(tokens, i, options, env, self);
};

/** Renders trusted-or-not Markdown to safe HTML. */
export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** The first paragraph of a Markdown text (a teaser for limited items). */
export function firstParagraph(source: string): string {
  return source.trim().split(/\n\s*\n/)[0] ?? "";
}
