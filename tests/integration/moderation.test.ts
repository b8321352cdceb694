// Reports and moderators' decisions against a real PostgreSQL: one report per member and target,
// hiding takes content away from everyone else and tells its author.
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

process.env.DATABASE_URL = inject("databaseUrl");
const { reportContent, decideReport, listOpenReports } = await import("@/lib/moderation/reports");
const { listModerationNotices } = await import("@/lib/moderation/notifications");
const { createPost, getPost } = await import("@/lib/forum/posts");
const { addComment } = await import("@/lib/forum/comments");

const db = testDb();
afterAll(() => db.$disconnect());
const run = Math.random().toString(36).slice(2, 8);
let serial = 0;
const member = (role: "USER" | "MODERATOR" = "USER") =>
  db.user.create({
    data: { email: `mod-${run}-${++serial}@example.test`, username: `mod_${run}_${serial}`, role },
    select: { id: true, role: true },
  });

describe("reports", () => {
  it("accepts one report per member and target", async () => {
    const [author, reporter] = await Promise.all([member(), member()]);
    const post = await createPost(author.id, "en", {
      title: "Spam?",
      category: "MISC",
      topic: "",
      contents: "Buy now",
    });
    expect(await reportContent(reporter.id, { targetType: "POST", targetId: post.id, reason: "advertising" })).toBe(
      "created",
    );
    expect(await reportContent(reporter.id, { targetType: "POST", targetId: post.id, reason: "again" })).toBe(
      "duplicate",
    );
    expect(await reportContent(reporter.id, { targetType: "COMMENT", targetId: "missing", reason: "nothing" })).toBe(
      "notFound",
    );
  });

  it("hides the target on a moderator's decision and notifies the author", async () => {
    const [author, reporter, other, moderator] = await Promise.all([member(), member(), member(), member("MODERATOR")]);
    const post = await createPost(author.id, "en", {
      title: `Hide me ${run}`,
      category: "MISC",
      topic: "",
      contents: "x",
    });
    const comment = await addComment(author.id, post.id, "rude words");
    await reportContent(reporter.id, { targetType: "POST", targetId: post.id, reason: "off topic" });
    await reportContent(other.id, { targetType: "POST", targetId: post.id, reason: "spam spam" });
    await reportContent(reporter.id, { targetType: "COMMENT", targetId: comment!.id, reason: "rude" });
    const report = (await listOpenReports()).find((r) => r.targetId === post.id)!;
    expect(report.target?.excerpt).toBe(`Hide me ${run}`);

    expect(await decideReport(moderator.id, report.id, "hide")).toBe(true);
    expect(await getPost(post.id, other)).toBeNull();
    expect(await getPost(post.id, author)).not.toBeNull();
    expect(await db.report.count({ where: { targetId: post.id, status: "HIDDEN", handledById: moderator.id } })).toBe(
      2,
    );
    const notices = await listModerationNotices(author.id);
    expect(notices[0]).toMatchObject({ kind: "content-hidden", targetType: "POST", excerpt: `Hide me ${run}` });

    const commentReport = (await listOpenReports()).find((r) => r.targetId === comment!.id)!;
    await decideReport(moderator.id, commentReport.id, "delete");
    expect(await db.forumComment.count({ where: { id: comment!.id } })).toBe(0);
    expect((await listModerationNotices(author.id)).map((n) => n.kind)).toContain("content-deleted");
  });

  it("dismissing leaves the content alone", async () => {
    const [author, reporter, moderator] = await Promise.all([member(), member(), member("MODERATOR")]);
    const post = await createPost(author.id, "en", { title: "Fine", category: "MISC", topic: "", contents: "x" });
    await reportContent(reporter.id, { targetType: "POST", targetId: post.id, reason: "I disagree" });
    const report = (await listOpenReports()).find((r) => r.targetId === post.id)!;
    await decideReport(moderator.id, report.id, "dismiss");
    expect(await getPost(post.id, null)).not.toBeNull();
    expect(await listModerationNotices(author.id)).toEqual([]);
  });
});
