import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { encode } from "next-auth/jwt";
import pg from "pg";

// Plain-SQL set-up for the community specs. e2e/support/members.ts goes through the generated
// Prisma client, whose `import.meta` Playwright's CommonJS loader cannot run (Node 20).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
export const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];
const secret = () => process.env.NEXTAUTH_SECRET ?? readFileSync(".data/nextauth-secret", "utf8").trim();

export type Member = { id: string; email: string; username: string | null; name: string };

export async function createMember(options: { username?: string | null; role?: "USER" | "MODERATOR" | "ADMIN"; createdAt?: Date } = {}): Promise<Member> {
  const id = randomUUID();
  const short = id.slice(0, 8);
  const username = options.username === null ? null : (options.username ?? `member_${short}`);
  const m = { id, email: `community-${id}@example.test`, username, name: `Member ${short}` };
  await sql(`INSERT INTO "User" (id, email, username, name, role, "emailVerified", "createdAt", "updatedAt") VALUES ($1, $2, $3, $4, $5::"Role", now(), $6, now())`,
    [m.id, m.email, m.username, m.name, options.role ?? "USER", options.createdAt ?? new Date()]);
  return m;
}

export async function signInAs(context: BrowserContext, member: Member, baseURL: string): Promise<void> {
  const value = await encode({ token: { sub: member.id, email: member.email, name: member.name }, secret: secret() });
  await context.addCookies([{ name: "next-auth.session-token", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

export async function createPost(authorId: string, fields: { title: string; locale?: string; category?: string; contents?: string }): Promise<string> {
  const id = randomUUID();
  await sql(`INSERT INTO "ForumPost" (id, "authorId", title, category, contents, locale) VALUES ($1, $2, $3, $4::"ForumCategory", $5, $6::"Locale")`,
    [id, authorId, fields.title, fields.category ?? "MISC", fields.contents ?? "x", fields.locale ?? "en"]);
  return id;
}

export async function createComment(postId: string, authorId: string, text: string, createdAt = new Date()): Promise<string> {
  const id = randomUUID();
  await sql(`INSERT INTO "ForumComment" (id, "postId", "authorId", text, "createdAt") VALUES ($1, $2, $3, $4, $5)`, [id, postId, authorId, text, createdAt]);
  return id;
}

export const count = async (table: string, where: string, values: unknown[]) =>
  Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM "${table}" WHERE ${where}`, values))[0]!.n);
