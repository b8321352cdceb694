import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { sql, sqlOne } from "./db";

// Database side of the authorization matrix: the rows an attempt could touch, read with plain `pg`
// before and after, and the fixtures (member A's post, comment, review, bookmark, report...).

/** A set of rows to watch: a table and a WHERE clause over it (values as $1, $2...). */
export type Watch = { table: string; where: string; values?: unknown[] };

/** Every watched row, whole (to_jsonb), in a stable order. */
export async function snapshot(watches: Watch[]): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const [i, w] of watches.entries()) {
    const rows = await sql<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) AS row FROM "${w.table}" t WHERE ${w.where} ORDER BY to_jsonb(t)::text`,
      w.values ?? [],
    );
    result[`${i}:${w.table} ${w.where}`] = rows.map((r) => r.row);
  }
  return result;
}

/** Runs `attempt`, then checks that none of the watched rows changed (nor appeared, nor went away). */
export async function unchanged<T>(watches: Watch[], attempt: () => Promise<T>, label: string): Promise<T> {
  const before = await snapshot(watches);
  const answer = await attempt();
  expect(await snapshot(watches), `${label}: the database changed`).toEqual(before);
  return answer;
}

/** Every row of `table` about the given users (the usual way to see that nothing new was written for them). */
export const about = (table: string, column: string, ids: string[]): Watch => ({
  table,
  where: `"${column}" = ANY($1::text[])`,
  values: [ids],
});

export async function insertPost(authorId: string, title: string, hidden = false): Promise<string> {
  const id = randomUUID();
  await sql(
    `INSERT INTO "ForumPost" (id, "authorId", title, category, contents, locale, "hiddenAt") VALUES ($1, $2, $3, 'MISC', $4, 'en', $5)`,
    [id, authorId, title, `Contents of ${title}.`, hidden ? new Date() : null],
  );
  return id;
}

export async function insertComment(postId: string, authorId: string, text: string): Promise<string> {
  const id = randomUUID();
  await sql(`INSERT INTO "ForumComment" (id, "postId", "authorId", text) VALUES ($1, $2, $3, $4)`, [
    id,
    postId,
    authorId,
    text,
  ]);
  return id;
}

export async function insertReview(productId: string, userId: string, rating: number, text: string): Promise<string> {
  const id = randomUUID();
  await sql(`INSERT INTO "Review" (id, "productId", "userId", rating, text) VALUES ($1, $2, $3, $4, $5)`, [
    id,
    productId,
    userId,
    rating,
    text,
  ]);
  return id;
}

export async function insertBookmark(userId: string, articleId: string): Promise<void> {
  await sql(`INSERT INTO "Bookmark" ("userId", "articleId") VALUES ($1, $2)`, [userId, articleId]);
}

export async function insertReport(
  reporterId: string,
  targetType: "POST" | "COMMENT" | "REVIEW",
  targetId: string,
  reason: string,
): Promise<string> {
  const id = randomUUID();
  await sql(
    `INSERT INTO "Report" (id, "reporterId", "targetType", "targetId", reason) VALUES ($1, $2, $3::"ReportTarget", $4, $5)`,
    [id, reporterId, targetType, targetId, reason],
  );
  return id;
}

/** A seeded article of `type` (PRODUCT for reviews). */
export const anArticle = (type: string) =>
  sqlOne<{ id: string }>(`SELECT id FROM "Article" WHERE type = $1::"ContentType" ORDER BY id LIMIT 1`, [type]);
