// The forum's lib against a real PostgreSQL: who may delete what, hidden content, full-text search
// stemming per language, and Markdown sanitization.
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

process.env.DATABASE_URL = inject("databaseUrl");
const { createPost, deleteOwnPosts, getPost, listPosts } = await import("@/lib/forum/posts");
const { addComment, commentHref, deleteOwnComment, listComments } = await import("@/lib/forum/comments");
const { searchPosts } = await import("@/lib/forum/search");
const { renderForumMarkdown } = await import("@/lib/forum/markdown");

const db = testDb();
afterAll(() => db.$disconnect());
const run = Math.random().toString(36).slice(2, 8);
let serial = 0;

async function member(role: "USER" | "MODERATOR" = "USER") {
  const n = `${run}${++serial}`;
  return db.user.create({
    data: { email: `forum-${n}@example.test`, username: `forum_${n}`, role },
    select: { id: true, role: true },
  });
}
const post = (
  authorId: string,
  fields: Partial<{ title: string; contents: string; locale: "en" | "es" | "fr" | "pt" }> = {},
) =>
  createPost(authorId, fields.locale ?? "en", {
    title: fields.title ?? `Post ${run}`,
    category: "MISC",
    topic: "",
    contents: fields.contents ?? "Some text",
  });

describe("delete permissions", () => {
  it("lets only the author (or a moderator) delete posts, with their comments", async () => {
    const [author, other, moderator] = await Promise.all([member(), member(), member("MODERATOR")]);
    const a = await post(author.id);
    const b = await post(author.id);
    await addComment(other.id, a.id, "A comment");
    expect(await deleteOwnPosts(other, [a.id, b.id])).toBe(0);
    expect(await db.forumPost.count({ where: { id: { in: [a.id, b.id] } } })).toBe(2);
    expect(await deleteOwnPosts(author, [a.id])).toBe(1);
    expect(await db.forumComment.count({ where: { postId: a.id } })).toBe(0);
    expect(await deleteOwnPosts(moderator, [b.id])).toBe(1);
  });

  it("lets only the author (or a moderator) delete a comment", async () => {
    const [author, other, moderator] = await Promise.all([member(), member(), member("MODERATOR")]);
    const p = await post(author.id);
    const first = await addComment(author.id, p.id, "Mine");
    const second = await addComment(author.id, p.id, "Mine too");
    expect(await deleteOwnComment(other, first!.id)).toBeNull();
    expect(await db.forumComment.count({ where: { id: first!.id } })).toBe(1);
    expect(await deleteOwnComment(author, first!.id)).toBe(p.id);
    expect(await deleteOwnComment(moderator, second!.id)).toBe(p.id);
    expect(await db.forumComment.count({ where: { postId: p.id } })).toBe(0);
  });
});

describe("hidden content", () => {
  it("disappears for everyone but its author and moderators", async () => {
    const [author, other, moderator] = await Promise.all([member(), member(), member("MODERATOR")]);
    const visible = await post(author.id);
    const hidden = await post(author.id);
    await db.forumPost.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });
    const ids = async (viewer: typeof author | null) => (await listPosts({ page: 1, viewer })).posts.map((p) => p.id);
    expect(await ids(null)).toContain(visible.id);
    expect(await ids(null)).not.toContain(hidden.id);
    expect(await ids(other)).not.toContain(hidden.id);
    expect(await ids(author)).toContain(hidden.id);
    expect(await ids(moderator)).toContain(hidden.id);
    expect(await getPost(hidden.id, other)).toBeNull();
    expect(await getPost(hidden.id, author)).not.toBeNull();

    const c = await addComment(other.id, visible.id, "to hide");
    await db.forumComment.update({ where: { id: c!.id }, data: { hiddenAt: new Date() } });
    expect((await listComments(visible.id, 1, null)).total).toBe(0);
    expect((await listComments(visible.id, 1, other)).total).toBe(1);
    expect((await listComments(visible.id, 1, moderator)).total).toBe(1);
    expect(await addComment(other.id, hidden.id, "on a hidden post")).toBeNull();
  });
});

describe("search", () => {
  it("stems in the post's language and ignores hidden posts", async () => {
    const author = await member();
    const pt = await post(author.id, {
      locale: "pt",
      title: `Declarações ${run}`,
      contents: "As declarações oficiais sobre vacinas.",
    });
    const es = await post(author.id, {
      locale: "es",
      title: `Vacunas ${run}`,
      contents: "Las vacunas y los refuerzos.",
    });
    const hidden = await post(author.id, { locale: "es", title: `Vacunas ocultas ${run}`, contents: "Las vacunas." });
    await db.forumPost.update({ where: { id: hidden.id }, data: { hiddenAt: new Date() } });

    const ptHits = (await searchPosts("pt", `declaração ${run}`, 1)).hits.map((h) => h.id);
    expect(ptHits).toEqual([pt.id]);
    const esHits = (await searchPosts("es", `vacuna ${run}`, 1)).hits.map((h) => h.id);
    expect(esHits).toContain(es.id);
    expect(esHits).not.toContain(hidden.id);
    expect((await searchPosts("en", `zzzznothing${run}`, 1)).total).toBe(0);
  });
});

describe("Markdown", () => {
  const payloads = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click]( javascript:alert(1))",
    "<javascript:alert(1)>",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
    "<svg onload=alert(1)><circle/></svg>",
    '<a href="javascript:alert(1)">x</a>',
    "[x](vbscript:msgbox(1))",
    '<iframe src="https://evil.example"></iframe>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '[x](https://ok.example "title" onmouseover=alert(1))',
    "`<script>alert(1)</script>`",
    "> <b onmouseover=alert(1)>quote</b>",
  ];

  it.each(payloads)("leaves nothing executable in %s", (payload) => {
    const html = renderForumMarkdown(payload);
    expect(html).not.toMatch(/<(script|img|svg|iframe|div|b|style)\b/i);
    for (const [, href] of html.matchAll(/<a\s[^>]*href="([^"]*)"/gi)) expect(href).toMatch(/^(https?:|mailto:)/i);
    expect(html).not.toMatch(/<[^>]+\son\w+=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/<[^>]*\ssrc=/i);
  });

  it("keeps the safe subset and marks links nofollow ugc", () => {
    const html = renderForumMarkdown(
      "*a* **b**\n\n- item\n\n> quote\n\n`code`\n\n[site](https://example.org) [mail](mailto:a@example.org)\n\n# Not a heading\n\n![img](https://example.org/x.png)",
    );
    expect(html).toContain("<em>a</em>");
    expect(html).toContain("<strong>b</strong>");
    expect(html).toContain("<li>item</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain('<a href="https://example.org" rel="nofollow ugc noopener">site</a>');
    expect(html).toContain('href="mailto:a@example.org"');
    expect(html).not.toContain("<h1");
    expect(html).not.toContain("<img");
  });
});

describe("a link to one comment", () => {
  it("leads to the page of comments it is on, as its reader sees the thread", async () => {
    const [author, moderator] = await Promise.all([member(), member("MODERATOR")]);
    const thread = await post(author.id);
    const added = [];
    for (let i = 0; i < 23; i++) added.push(await addComment(author.id, thread.id, `Comment ${i + 1}`));
    const row = (id: string) =>
      db.forumComment.findUniqueOrThrow({ where: { id }, select: { id: true, postId: true, createdAt: true } });

    expect(await commentHref(await row(added[0]!.id), null)).toBe(`/forum/posts/${thread.id}#comment-${added[0]!.id}`);
    const eleventh = await row(added[10]!.id);
    expect(await commentHref(eleventh, null)).toBe(`/forum/posts/${thread.id}?page=2#comment-${eleventh.id}`);
    const last = await row(added[22]!.id);
    expect(await commentHref(last, null)).toBe(`/forum/posts/${thread.id}?page=3#comment-${last.id}`);
    // It agrees with the page that lists it.
    const { comments } = await listComments(thread.id, 3, null);
    expect(comments.map((c) => c.id)).toContain(last.id);

    // Two hidden comments before it: readers no longer count them, a moderator still does.
    await db.forumComment.updateMany({
      where: { id: { in: [added[0]!.id, added[1]!.id] } },
      data: { hiddenAt: new Date() },
    });
    expect(await commentHref(eleventh, null)).toBe(`/forum/posts/${thread.id}#comment-${eleventh.id}`);
    expect(await commentHref(eleventh, moderator)).toBe(`/forum/posts/${thread.id}?page=2#comment-${eleventh.id}`);
  });
});
