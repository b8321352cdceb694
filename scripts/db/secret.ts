// A NEXTAUTH_SECRET for local runs, generated once and kept under .data/ (never committed).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isLocalUrl } from "../../lib/env";

export function ensureLocalSecret() {
  if (process.env.NEXTAUTH_SECRET) return;
  // A site on a public address must be given its own secret (next.config.ts refuses to start).
  if (process.env.NEXTAUTH_URL && !isLocalUrl(process.env.NEXTAUTH_URL)) return;
  const file = ".data/nextauth-secret";
  if (!existsSync(file)) {
    mkdirSync(".data", { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.NEXTAUTH_SECRET = readFileSync(file, "utf8").trim();
}
