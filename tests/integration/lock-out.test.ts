import { randomBytes, scryptSync } from "node:crypto";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { testDb } from "../support/db";

// Nobody can lock a member out by failing sign-ins against their address, and passwords are
// hashed at OWASP's current scrypt cost, old hashes upgraded on the next sign-in.
process.env.DATABASE_URL = inject("databaseUrl");
delete process.env.SMTP_URL; // mail goes to the dev outbox
vi.spyOn(console, "info").mockImplementation(() => undefined);
const { consume } = await import("@/lib/rate-limit");
const { signInLimits, signInLimitValues } = await import("@/lib/accounts/sign-in-limits");
const flows = await import("@/lib/accounts/auth-flows");

const db = testDb();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
afterAll(() => db.$disconnect());

const attempt = (email: string, address: string) => consume(signInLimits({ email }, { address }));

describe("sign-in limits", () => {
  it("a stranger failing against a member's address uses up only their own attempts", async () => {
    const email = `victim-${unique()}@example.test`;
    const stranger = `198.51.100.${Math.floor(Math.random() * 200)}`;
    for (let i = 0; i < signInLimitValues.perAddressAndAccount.max; i++)
      expect((await attempt(email, stranger)).allowed).toBe(true);
    expect((await attempt(email, stranger)).allowed).toBe(false);
    // The owner, from their own address, still gets in.
    expect((await attempt(email, `203.0.113.${unique()}`)).allowed).toBe(true);
  });
  // Guessing spread over many addresses: tests/integration/abuse-limits.test.ts.
});

describe("password hashing", () => {
  it("hashes at N=2^17, r=8, p=1 and upgrades an older hash on the next sign-in", async () => {
    const salt = randomBytes(16);
    const old = scryptSync("an older password", salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const email = `rehash-${unique()}@example.test`;
    await db.user.create({
      data: {
        email,
        emailVerified: new Date(),
        passwordHash: ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), old.toString("base64url")].join("$"),
      },
    });
    expect(await flows.checkCredentials(email, "an older password")).toMatchObject({ ok: true });
    const upgraded = (await db.user.findUniqueOrThrow({ where: { email } })).passwordHash!;
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await flows.checkCredentials(email, "an older password")).toMatchObject({ ok: true });
    expect(await flows.checkCredentials(email, "a wrong password")).toMatchObject({ ok: false });
  });
});
