import pg from "pg";

// The one way e2e code runs SQL. The e2e database (DATABASE_URL, the one the server under test
// uses) through one small pool per test worker; another server (a test's own PostgreSQL, an admin
// connection that creates a database) through withClient. Plain SQL through pg: Playwright's loader
// cannot import the generated (ESM) Prisma client.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2, allowExitOnIdle: true });

/** The rows of `text` (values as $1, $2...) on the e2e database. */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}

/** The first row of `text` on the e2e database; throws when there is none. */
export async function sqlOne<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T> {
  const [row] = await sql<T>(text, values);
  if (!row) throw new Error(`no row for: ${text}`);
  return row;
}

/** How many rows of `table` match `where` (values as $1, $2...). */
export const count = async (table: string, where: string, values: unknown[]) =>
  Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM "${table}" WHERE ${where}`, values))[0]!.n);

/** Runs `work` with a client of its own on the database at `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
