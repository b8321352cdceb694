import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { sql } from "./db";
import { createMember, signInAs, type Member } from "./members";

// The cast of one authorization check: member A (who owns the resources), member B (a second,
// unrelated member), a visitor, and on demand a moderator, an admin and a member without a username. Each
// has their own HTTP client with its own X-Forwarded-For, so per-address rate limits of one check
// never refuse another.

export type World = {
  baseURL: string;
  a: Member;
  b: Member;
  visitor: APIRequestContext;
  // A visitor with a made-up session cookie (gets past proxy.ts's presence check, not the server's).
  forged: APIRequestContext;
  as: (member: Member) => Promise<APIRequestContext>;
  moderator: () => Promise<{ member: Member; request: APIRequestContext }>;
  admin: () => Promise<{ member: Member; request: APIRequestContext }>;
  editor: () => Promise<{ member: Member; request: APIRequestContext }>;
  noUsername: () => Promise<{ member: Member; request: APIRequestContext }>;
  close: () => Promise<void>;
};

const weekOld = () => new Date(Date.now() - 7 * 86_400_000);
let addresses = 0;
const anAddress = () =>
  `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${(addresses = (addresses + 1) % 250) + 1}`;

export async function setUp(browser: Browser, baseURL: string, options: { password?: string } = {}): Promise<World> {
  const contexts: BrowserContext[] = [];
  const open = async (member?: Member, forgedCookie = false) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": anAddress() } });
    contexts.push(context);
    if (member) await signInAs(context, member, baseURL);
    if (forgedCookie)
      await context.addCookies([
        {
          name: "next-auth.session-token",
          value: "forged.session.token",
          url: baseURL,
          httpOnly: true,
          sameSite: "Lax",
        },
      ]);
    return context.request;
  };
  const [a, b] = await Promise.all([
    createMember({ createdAt: weekOld(), password: options.password }),
    createMember({ createdAt: weekOld() }),
  ]);
  const visitor = await open();
  const forged = await open(undefined, true);
  return {
    baseURL,
    a,
    b,
    visitor,
    forged,
    as: (member) => open(member),
    moderator: async () => {
      const member = await createMember({ role: "MODERATOR", createdAt: weekOld() });
      return { member, request: await open(member) };
    },
    admin: async () => {
      const member = await createMember({ role: "ADMIN", createdAt: weekOld() });
      return { member, request: await open(member) };
    },
    editor: async () => {
      const member = await createMember({ role: "EDITOR", createdAt: weekOld() });
      return { member, request: await open(member) };
    },
    noUsername: async () => {
      const member = await createMember({ username: null, createdAt: weekOld() });
      return { member, request: await open(member) };
    },
    close: async () => {
      await Promise.all(contexts.map((c) => c.close()));
    },
  };
}

/** An e-mailed link's token for `email`, stored the way lib/auth/tokens.ts stores it (only its SHA-256). */
export async function issueToken(
  purpose: "SIGN_IN" | "RESET_PASSWORD" | "CHANGE_EMAIL" | "DELETE_ACCOUNT",
  email: string,
  userId: string | null,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await sql(
    `INSERT INTO "AuthToken" (id, "tokenHash", purpose, email, "userId", "expiresAt") VALUES ($1, $2, $3::"TokenPurpose", $4, $5, now() + interval '1 hour')`,
    [randomBytes(12).toString("hex"), createHash("sha256").update(token).digest("hex"), purpose, email, userId],
  );
  return token;
}

// The source side of the inventory: every "use server" module's exports and every route handler.

function filesUnder(dir: string, accept: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === "node_modules" || name === "generated" ? [] : filesUnder(file, accept);
    return accept(file) ? [file] : [];
  });
}

const sourceFiles = () =>
  ["app", "components", "lib"].flatMap((dir) => filesUnder(dir, (f) => /\.(ts|tsx|js|mjs)$/.test(f)));

/** "module#export" for every export of every file that starts with "use server". */
export function sourceActions(): { actions: string[]; inline: string[] } {
  const actions: string[] = [];
  const inline: string[] = [];
  for (const file of sourceFiles()) {
    const text = readFileSync(file, "utf8");
    const fileLevel = /^(\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*["']use server["']/.test(text);
    if (fileLevel) {
      for (const m of text.matchAll(/export\s+(?:async\s+)?(?:function\s*\*?|const|let)\s+(\w+)/g))
        actions.push(`${file.split(path.sep).join("/")}#${m[1]}`);
    } else if (/["']use server["']/.test(text)) inline.push(file);
  }
  return { actions: actions.sort(), inline };
}

/** "METHOD /api/path" for every route handler under app/api (%5F folders are "_" in the URL). */
export function sourceRoutes(): string[] {
  const routes: string[] = [];
  for (const file of filesUnder(path.join("app", "api"), (f) => /route\.(ts|js)$/.test(f))) {
    const url = `/${path.dirname(file).split(path.sep).slice(1).join("/")}`.replaceAll("%5F", "_");
    const text = readFileSync(file, "utf8");
    const methods = new Set<string>();
    for (const m of text.matchAll(
      /export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g,
    ))
      methods.add(m[1]!);
    for (const m of text.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const part of m[1]!.split(",")) {
        const name = part
          .trim()
          .split(/\s+as\s+/)
          .at(-1);
        if (name && /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(name)) methods.add(name);
      }
    }
    for (const method of methods) routes.push(`${method} ${url}`);
  }
  return routes.sort();
}
