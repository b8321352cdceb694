import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";

// Members own their data: "Download my data" holds everything about the
// member and nothing about anyone else; "Delete my account" removes it, keeps forum posts and
// comments as from a former member, and the product's average no longer counts their review.
process.env.DATABASE_URL = inject("databaseUrl");
delete process.env.SMTP_URL;
vi.spyOn(console, "info").mockImplementation(() => undefined);
const { exportMyData } = await import("@/lib/accounts/my-data");
const { deleteAccount } = await import("@/lib/accounts/delete-account");
const { deleteMyAccount } = await import("@/lib/actions/delete-account");
const { hashPassword } = await import("@/lib/auth/password");
const { createSession, checkSession } = await import("@/lib/auth/sessions");

const db = testDb();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
afterAll(() => db.$disconnect());

async function world() {
  const u = unique();
  const category = await db.category.upsert({
    where: { type_slug: { type: "PRODUCT", slug: "my-data-test" } },
    create: { type: "PRODUCT", slug: "my-data-test" },
    update: {},
  });
  const product = await db.article.create({
    data: { type: "PRODUCT", slug: `mask-${u}`, categoryId: category.id, originalLocale: "en" },
  });
  const me = await db.user.create({
    data: {
      email: `me-${u}@example.test`,
      username: `me_${u}`,
      name: "Me",
      bio: "About me",
      emailVerified: new Date(),
    },
  });
  const other = await db.user.create({ data: { email: `other-${u}@example.test`, username: `other_${u}` } });
  await db.review.create({ data: { productId: product.id, userId: me.id, rating: 1, text: "Mine" } });
  await db.review.create({ data: { productId: product.id, userId: other.id, rating: 5, text: "Theirs" } });
  await db.bookmark.create({ data: { userId: me.id, articleId: product.id } });
  const post = await db.forumPost.create({
    data: { authorId: me.id, title: `My post ${u}`, category: "MISC", contents: "My words", locale: "en" },
  });
  await db.forumComment.create({ data: { postId: post.id, authorId: other.id, text: "A reply by someone else" } });
  await db.forumComment.create({ data: { postId: post.id, authorId: me.id, text: "My own comment" } });
  await db.contribution.create({
    data: { category: "NEWS", description: "A tip from me", email: me.email, fromName: "Me", locale: "en" },
  });
  await db.outgoingMail.create({ data: { to: me.email, subject: "Pending", text: "token=abc" } });
  const sid = await createSession(me.id, "Firefox");
  return { product, me, other, post, sid };
}

describe("download my data", () => {
  it("holds the member's profile, sessions, bookmarks, posts, comments, reviews and contributions, no one else's, no secrets", async () => {
    const { me, post } = await world();
    await db.user.update({ where: { id: me.id }, data: { passwordHash: await hashPassword("my password 1") } });
    const data = await exportMyData(me.id);
    expect(data.profile).toMatchObject({ email: me.email, username: me.username, bio: "About me" });
    expect(data.sessions).toHaveLength(1);
    expect(data.bookmarks).toHaveLength(1);
    expect(data.forumPosts.map((p) => p.id)).toEqual([post.id]);
    expect(data.forumComments.map((c) => c.text)).toEqual(["My own comment"]);
    expect(data.reviews.map((r) => r.text)).toEqual(["Mine"]);
    expect(data.contributionsFromYourAddress.map((c) => c.description)).toEqual(["A tip from me"]);
    const text = JSON.stringify(data);
    expect(text).not.toContain("Theirs");
    expect(text).not.toContain("A reply by someone else");
    expect(text).not.toContain("scrypt$");
    expect(text).not.toMatch(/sessionToken|tokenHash/);
  });
});

describe("delete my account", () => {
  it("is refused with a wrong password, and changes nothing", async () => {
    const { me } = await world();
    await db.user.update({ where: { id: me.id }, data: { passwordHash: await hashPassword("my password 1") } });
    const context = {
      user: async () => ({ ...me, role: "USER" as const, locale: "en" as const }),
      address: async () => "203.0.113.9",
      locale: async () => "en" as const,
    };
    expect(await deleteMyAccount.runWith({ password: "not my password" }, context)).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { password: "passwordWrong" },
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: me.id } })).toMatchObject({ email: me.email });
  });

  it("signs out everywhere, removes personal data, recomputes the average and keeps posts as a former member's", async () => {
    const { me, other, product, post, sid } = await world();
    expect((await db.review.aggregate({ where: { productId: product.id }, _avg: { rating: true } }))._avg.rating).toBe(
      3,
    );
    expect(await deleteAccount(me.id)).toEqual({ productIds: [product.id] });

    expect(await checkSession(sid)).toBeNull();
    const tombstone = await db.user.findUniqueOrThrow({ where: { id: me.id } });
    expect(tombstone).toMatchObject({ username: null, name: null, bio: null, passwordHash: null, emailVerified: null });
    expect(tombstone.email).not.toContain(me.email.split("@")[0]!);
    expect((await db.review.aggregate({ where: { productId: product.id }, _avg: { rating: true } }))._avg.rating).toBe(
      5,
    );
    expect(await db.bookmark.count({ where: { userId: me.id } })).toBe(0);
    expect(await db.contribution.count({ where: { email: me.email } })).toBe(0);
    // Nothing of theirs stays in the outbox but the notice of the deletion, which goes once sent (it
    // may already be sent and gone: the outbox tries it right after queueing).
    const left = await db.outgoingMail.findMany({ where: { to: me.email }, select: { deleteWhenSent: true } });
    expect(left.length).toBeLessThanOrEqual(1);
    expect(left.every((mail) => mail.deleteWhenSent)).toBe(true);
    // The conversation stays: the post (shown as from a former member) and the other member's reply.
    expect(await db.forumPost.findUniqueOrThrow({ where: { id: post.id }, include: { author: true } })).toMatchObject({
      author: { username: null },
    });
    expect(await db.forumComment.count({ where: { postId: post.id, authorId: other.id } })).toBe(1);
    // The address is free again.
    await db.user.create({ data: { email: me.email } });
  });
});

describe("the forms' copies of the address", () => {
  // The contribution and support forms keep the address as it was typed, so "ME-…@EXAMPLE.TEST" is
  // the member's too: it is in the download and goes with the account.
  async function typedLoudly() {
    const { me } = await world();
    const email = me.email.toUpperCase();
    await db.contribution.create({
      data: { category: "NEWS", description: "Typed loudly", email, fromName: "Me", locale: "en" },
    });
    await db.supportRequest.create({
      data: { name: "Me", email, product: "WEBSITE", subject: "Help", message: "Hi", locale: "en" },
    });
    return me;
  }

  it("are in the download", async () => {
    const me = await typedLoudly();
    const data = await exportMyData(me.id);
    expect(data.contributionsFromYourAddress.map((c) => c.description)).toEqual(["A tip from me", "Typed loudly"]);
    expect(data.supportRequestsFromYourAddress.map((s) => s.message)).toEqual(["Hi"]);
  });

  it("go with the account", async () => {
    const me = await typedLoudly();
    await deleteAccount(me.id);
    const sameAddress = { email: { equals: me.email, mode: "insensitive" as const } };
    expect(await db.contribution.count({ where: sameAddress })).toBe(0);
    expect(await db.supportRequest.count({ where: sameAddress })).toBe(0);
  });
});
