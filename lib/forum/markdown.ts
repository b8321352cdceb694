import "server-only";
import MarkdownIt from "markdown-it";

// Members' Markdown: CommonMark with raw HTML off (tags are escaped) and only the safe subset
// the forum allows: paragraphs, emphasis, lists, links, quotes and code. Images, headings, rules
// and tables are switched off, so their syntax shows as text. Links must be http(s) or mailto.
const md = new MarkdownIt("commonmark", { html: false, linkify: false });
md.disable(["image", "heading", "lheading", "hr", "html_block", "html_inline"]);

const safeHref = /^(https?:\/\/|mailto:)/i;
md.validateLink = (url) => safeHref.test(url.trim());

md.renderer.rules.link_open = (tokens, i, options, _env, self) => {
  tokens[i]!.attrSet("rel", "nofollow ugc noopener");
  return self.renderToken(tokens, i, options);
};

/** Renders a member's Markdown to HTML that is safe to embed. */
export function renderForumMarkdown(source: string): string {
  return md.render(source);
}
