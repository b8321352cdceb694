import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

process.env.DATABASE_URL = inject("databaseUrl");

// Roles: only admins change roles, through the action kit; every change is recorded
// with who made it; an admin cannot change their own role; the command line's path records too.
const { setMemberRole, removeMemberRole } = await import("@/lib/actions/roles");
const { applyRoleChange } = await import("@/lib/accounts/role-change");
const { listRoleChanges, listStaff } = await import("@/lib/accounts/roles");

const db = testDb();
afterAll(() => db.$disconnect());

const run = Date.now().toString(36);
type Role = "USER" | "EDITOR" | "MODERATOR" | "ADMIN";
async function member(name: string, role: Role = "USER") {
  return db.user.create({
    data: { email: `${name}-${run}@example.test`, username: `${name}_${run}`.slice(0, 30), role },
  });
}
const as = (user: { id: string; email: string; username: string | null; role: Role } | null) => ({
  user: async () => user && { ...user, name: null, locale: "en" as const, createdAt: new Date() },
  address: async () => "203.0.113.20",
  locale: async () => "en" as const,
});
const roleOf = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).role;

describe("roles", () => {
  it("lets an admin appoint by e-mail or username, records each change, and changes nothing twice", async () => {
    const admin = await member("admin", "ADMIN");
    const target = await member("target");

    const byEmail = await setMemberRole.runWith(
      { member: ` ${target.email.toUpperCase()} `, role: "EDITOR" },
      as(admin),
    );
    expect(byEmail).toEqual({ ok: true, changed: true });
    expect(await roleOf(target.id)).toBe("EDITOR");

    const byUsername = await setMemberRole.runWith({ member: target.username!, role: "MODERATOR" }, as(admin));
    expect(byUsername).toEqual({ ok: true, changed: true });
    const again = await setMemberRole.runWith({ member: target.username!, role: "MODERATOR" }, as(admin));
    expect(again).toEqual({ ok: true, changed: false });

    const log = await db.roleChange.findMany({ where: { targetId: target.id }, orderBy: { createdAt: "asc" } });
    expect(log.map((c) => [c.actorId, c.fromRole, c.toRole])).toEqual([
      [admin.id, "USER", "EDITOR"],
      [admin.id, "EDITOR", "MODERATOR"],
    ]);
    expect((await listStaff()).some((s) => s.id === target.id && s.role === "MODERATOR")).toBe(true);
    const shown = await listRoleChanges();
    expect(shown.find((c) => c.target.email === target.email)?.actor?.email).toBe(admin.email);

    // The staff list's button takes the role away (by id), recorded too.
    await removeMemberRole.runWith({ userId: target.id }, as(admin));
    expect(await roleOf(target.id)).toBe("USER");
    expect(await db.roleChange.count({ where: { targetId: target.id } })).toBe(3);
  });

  it("refuses visitors, members, editors and moderators, and changes nothing", async () => {
    const target = await member("victim");
    const callers = [null, await member("plain"), await member("editor", "EDITOR"), await member("mod", "MODERATOR")];
    const answers = [];
    for (const caller of callers) {
      answers.push((await setMemberRole.runWith({ member: target.email, role: "ADMIN" }, as(caller))).ok);
      answers.push((await removeMemberRole.runWith({ userId: target.id }, as(caller))).ok);
    }
    expect(answers.every((ok) => ok === false)).toBe(true);
    const refusals = [];
    for (const caller of callers) {
      const result = await setMemberRole.runWith({ member: target.email, role: "ADMIN" }, as(caller));
      refusals.push(result.ok ? "accepted" : result.error);
    }
    expect(refusals).toEqual(["signIn", "forbidden", "forbidden", "forbidden"]);
    expect(await roleOf(target.id)).toBe("USER");
    expect(await db.roleChange.count({ where: { targetId: target.id } })).toBe(0);
  });

  it("says which field is wrong: an unknown member, the admin's own role, an empty field", async () => {
    const admin = await member("admin2", "ADMIN");
    expect(await setMemberRole.runWith({ member: `nobody-${run}@example.test`, role: "EDITOR" }, as(admin))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { member: "memberNotFound" },
    });
    expect(await setMemberRole.runWith({ member: admin.email, role: "USER" }, as(admin))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { member: "roleOwn" },
    });
    expect(await setMemberRole.runWith({ member: "  ", role: "SUPER" }, as(admin))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { member: "memberRequired", role: "roleInvalid" },
    });
    expect(await roleOf(admin.id)).toBe("ADMIN");
  });

  it("never finds a deleted account's tombstone", async () => {
    const gone = await db.user.create({ data: { email: `deleted-${run}@deleted.invalid` } });
    expect(await applyRoleChange(db, { actorId: null, target: { id: gone.id }, to: "ADMIN" })).toEqual({
      ok: false,
      reason: "notFound",
    });
  });

  it("records the command line's change with no actor", async () => {
    const first = await member("first");
    const outcome = await applyRoleChange(db, { actorId: null, target: { who: first.email }, to: "ADMIN" });
    expect(outcome).toMatchObject({ ok: true, changed: true, from: "USER", to: "ADMIN" });
    const [change] = await db.roleChange.findMany({ where: { targetId: first.id } });
    expect(change).toMatchObject({ actorId: null, fromRole: "USER", toRole: "ADMIN" });
  });
});
