// What the load run needs from its database: members to write as (created here, signed in with a
// real next-auth session token, as e2e/support/members.ts does), and the pages and records to
// browse and write to (read from the seeded content).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { typeSegments } from "../../config/content-types";

export type LoadMember = { id: string; email: string; cookie: string; address: string };
export type Fixtures = {
  members: LoadMember[];
  articlePaths: string[];
  listPaths: string[];
  productPaths: Map<string, string>; // product id -> page path
  articleIds: Array<{ id: string; path: string }>;
  postIds: string[];
};

/** `count` members older than a day (so the new-account allowances do not apply), each with an address of its own. */
export async function createMembers(client: pg.Client, count: number, runId: string): Promise<LoadMember[]> {
  const secret = process.env.NEXTAUTH_SECRET!;
  const members: LoadMember[] = [];
  const rows: unknown[][] = [];
  const sessions: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const name = `Load ${runId} ${i}`;
    const email = `load-${runId}-${i}@example.test`;
    rows.push([id, email, `load_${runId}_${i}`, name]);
    // A session row per member, as startSession makes it (lib/auth/session.ts).
    const sid = randomBytes(32).toString("base64url");
    sessions.push([randomUUID(), createHash("sha256").update(sid).digest("hex"), id]);
    const token = await encode({ token: { sub: id, email, name, sid }, secret, maxAge: 90 * 24 * 60 * 60 });
    // 10.x.y.z, unique per member: per-address limits (forms) count each virtual user alone.
    members.push({
      id,
      email,
      cookie: `next-auth.session-token=${token}`,
      address: `10.${100 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`,
    });
  }
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const values = chunk.map(
      (_, j) =>
        `($${j * 4 + 1}, $${j * 4 + 2}, $${j * 4 + 3}, $${j * 4 + 4}, 'USER', now(), now() - interval '30 days', now())`,
    );
    await client.query(
      `INSERT INTO "User" (id, email, username, name, role, "emailVerified", "createdAt", "updatedAt") VALUES ${values.join(", ")}`,
      chunk.flat(),
    );
    const sessionChunk = sessions.slice(i, i + 500);
    await client.query(
      `INSERT INTO "Session" (id, "sessionToken", "userId", expires) VALUES ${sessionChunk
        .map((_, j) => `($${j * 3 + 1}, $${j * 3 + 2}, $${j * 3 + 3}, now() + interval '30 days')`)
        .join(", ")}`,
      sessionChunk.flat(),
    );
  }
  return members;
}

export async function readFixtures(client: pg.Client): Promise<Omit<Fixtures, "members">> {
  const { rows: articles } = await client.query<{
    id: string;
    type: keyof typeof typeSegments;
    slug: string;
    category: string;
  }>(
    `SELECT a.id, a.type, a.slug, c.slug AS category FROM "Article" a JOIN "Category" c ON c.id = a."categoryId"
     WHERE a."accessLevel" = 'FREE' AND a."externalUrl" IS NULL ORDER BY a.id`,
  );
  const { rows: categories } = await client.query<{ type: keyof typeof typeSegments; slug: string }>(
    `SELECT type, slug FROM "Category" ORDER BY type, slug`,
  );
  const { rows: posts } = await client.query<{ id: string }>(`SELECT id FROM "ForumPost" ORDER BY id`);
  const pathOf = (a: { type: keyof typeof typeSegments; category: string; slug: string }) =>
    `/${typeSegments[a.type]}/${a.category}/${a.slug}`;
  const listed = articles.filter((a) => a.type !== "DIRECTORY");
  return {
    articlePaths: listed.map(pathOf),
    listPaths: [...new Set(Object.values(typeSegments))]
      .filter((s) => s !== "directory")
      .map((s) => `/${s}`)
      .concat(categories.filter((c) => c.type !== "DIRECTORY").map((c) => `/${typeSegments[c.type]}/${c.slug}`)),
    productPaths: new Map(articles.filter((a) => a.type === "PRODUCT").map((a) => [a.id, pathOf(a)])),
    articleIds: listed.filter((a) => a.type !== "PRODUCT").map((a) => ({ id: a.id, path: pathOf(a) })),
    postIds: posts.map((p) => p.id),
  };
}
