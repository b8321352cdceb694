import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt is memory-hard and built into Node (no native add-on to install). OWASP's current cost,
// N=2^17, r=8, p=1, uses 128 MiB per hash (128 * N * r bytes), above Node's 32 MiB default
// maxmem, hence the raised ceiling. The parameters are stored with each hash; a hash made with
// older ones is replaced on the member's next sign-in (needsRehash).
const params = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  // Without a stored hash, still spend the same time, so answers do not reveal which e-mails exist.
  const [scheme, N, r, p, salt, hash] = (stored ?? dummyHash).split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  });
  return stored !== undefined && stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when `stored` was made with other parameters than today's (rehash it once it verified). */
export function needsRehash(stored: string): boolean {
  const [, N, r, p] = stored.split("$");
  return Number(N) !== params.N || Number(r) !== params.r || Number(p) !== params.p;
}

const dummyHash = `scrypt$${params.N}$${params.r}$${params.p}$${"A".repeat(22)}$${"A".repeat(43)}`;
