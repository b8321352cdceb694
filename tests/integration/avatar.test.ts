import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

// The avatar is drawn by DiceBear, a third party: it gets the public name, and for a member with
// no name yet a seed that says nothing about them (docs/adr/0016-member-api-and-guarded-routes.md), never the address.
process.env.DATABASE_URL = inject("databaseUrl");
const { getUserById } = await import("@/lib/accounts/users");

const db = testDb();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
afterAll(() => db.$disconnect());

const seedOf = (avatarUrl: string) => new URL(avatarUrl).searchParams.get("seed");

describe("avatar", () => {
  it("is drawn from the name, else the username", async () => {
    const named = await db.user.create({ data: { email: `a-${unique()}@example.test`, name: "Ana Lima" } });
    expect(seedOf((await getUserById(named.id))!.profile.avatarUrl)).toBe("Ana Lima");
    const username = `ana_${unique()}`;
    const nameless = await db.user.create({ data: { email: `b-${unique()}@example.test`, username } });
    expect(seedOf((await getUserById(nameless.id))!.profile.avatarUrl)).toBe(username);
  });

  it("sends nothing of the e-mail address when there is neither", async () => {
    const local = `jane.doe.${unique()}`;
    const user = await db.user.create({ data: { email: `${local}@example.test` } });
    const { avatarUrl } = (await getUserById(user.id))!.profile;
    expect(avatarUrl).toMatch(/^https:\/\/api\.dicebear\.com\//);
    expect(avatarUrl).not.toContain("jane");
    expect(seedOf(avatarUrl)).toBe(user.id);
  });
});
