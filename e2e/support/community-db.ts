import { randomUUID } from "node:crypto";
import { sql } from "./db";

// Plain-SQL set-up for the community specs; members and sessions come from ./members.
export { createMember, signInAs, type Member } from "./members";
export { count, sql } from "./db";

export async function createPost(
  authorId: string,
  fields: { title: string; locale?: string; category?: string; contents?: string },
): Promise<string> {
  const id = randomUUID();
  await sql(
    `INSERT INTO "ForumPost" (id, "authorId", title, category, contents, locale) VALUES ($1, $2, $3, $4::"ForumCategory", $5, $6::"Locale")`,
    [id, authorId, fields.title, fields.category ?? "MISC", fields.contents ?? "x", fields.locale ?? "en"],
  );
  return id;
}

export async function createComment(
  postId: string,
  authorId: string,
  text: string,
  createdAt = new Date(),
): Promise<string> {
  const id = randomUUID();
  await sql(`INSERT INTO "ForumComment" (id, "postId", "authorId", text, "createdAt") VALUES ($1, $2, $3, $4, $5)`, [
    id,
    postId,
    authorId,
    text,
    createdAt,
  ]);
  return id;
}
