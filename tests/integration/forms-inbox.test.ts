import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../support/db";

process.env.DATABASE_URL = inject("databaseUrl");

// The inbox action through the action kit, for a caller of each role (the request's part given by
// the test; a plain form's page answers to refusals are checked by e2e/security/authz.spec.ts).
let role: "USER" | "MODERATOR" | "ADMIN" | null = null;
const { listInbox } = await import("@/lib/forms/inbox");
const { updateInboxItem: action } = await import("@/lib/actions/inbox");
const caller = () =>
  role && {
    id: "x",
    email: "x@example.test",
    username: null,
    name: null,
    role,
    locale: "en" as const,
    createdAt: new Date(),
  };
const updateInboxItem = async (data: FormData) => {
  const result = await action.runWith(Object.fromEntries(data), {
    user: async () => caller(),
    address: async () => "203.0.113.9",
    locale: async () => "en",
  });
  if (!result.ok) throw new Error(result.error);
};

const db = testDb();
afterAll(() => db.$disconnect());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the moderation inbox", () => {
  it("lists new items, and only moderators or admins can mark them handled and new again", async () => {
    const run = Date.now().toString(36);
    const c = await db.contribution.create({
      data: {
        category: "NEWS",
        description: `Inbox ${run} twenty characters`,
        email: "a@example.org",
        fromName: "Abe",
        locale: "en",
      },
    });
    const s = await db.supportRequest.create({
      data: {
        name: "Bea",
        email: "b@example.org",
        product: "WEBSITE",
        subject: `Inbox ${run}`,
        message: "Twenty characters or more.",
        locale: "es",
      },
    });
    expect((await listInbox("NEW")).contributions.map((x) => x.id)).toContain(c.id);

    for (const who of [null, "USER"] as const) {
      role = who;
      await expect(updateInboxItem(form({ kind: "contribution", id: c.id, status: "HANDLED" }))).rejects.toThrow();
    }
    expect((await db.contribution.findUniqueOrThrow({ where: { id: c.id } })).status).toBe("NEW");

    role = "MODERATOR";
    await updateInboxItem(form({ kind: "contribution", id: c.id, status: "HANDLED" }));
    role = "ADMIN";
    await updateInboxItem(form({ kind: "support", id: s.id, status: "HANDLED" }));
    const handled = await listInbox("HANDLED");
    expect(handled.contributions.find((x) => x.id === c.id)?.handledAt).toBeInstanceOf(Date);
    expect(handled.supportRequests.map((x) => x.id)).toContain(s.id);
    expect((await listInbox("NEW")).supportRequests.map((x) => x.id)).not.toContain(s.id);

    await updateInboxItem(form({ kind: "support", id: s.id, status: "NEW" }));
    expect(await db.supportRequest.findUniqueOrThrow({ where: { id: s.id } })).toMatchObject({
      status: "NEW",
      handledAt: null,
    });
    await expect(updateInboxItem(form({ kind: "nope", id: s.id, status: "NEW" }))).rejects.toThrow();
  });
});
