import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "@/messages";
import * as account from "@/lib/validation/account";
import * as accountSecurity from "@/lib/validation/account-security";
import * as auth from "@/lib/validation/auth";
import * as chat from "@/lib/validation/chat";
import * as contribute from "@/lib/validation/contribute";
import * as fields from "@/lib/validation/fields";
import * as forum from "@/lib/validation/forum";
import * as inbox from "@/lib/validation/inbox";
import * as report from "@/lib/validation/report";
import * as review from "@/lib/validation/review";
import * as support from "@/lib/validation/support";

// Every schema of lib/validation, found by what the modules export.
const schemas = Object.entries({
  account,
  accountSecurity,
  auth,
  chat,
  contribute,
  forum,
  inbox,
  report,
  review,
  support,
}).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${module}.${name}`, schema] as const),
);

type Def = { type: string; error?: (issue: object) => unknown; checks?: Array<{ _zod: { def: Def } }> } & Record<
  string,
  unknown
>;
const defOf = (node: unknown) => (node as { _zod: { def: Def } })._zod.def;

/** The messages a schema names: its own, its checks' and refinements', and those of the schemas inside it. */
function messagesOf(node: unknown, out = new Set<string>()): Set<string> {
  const def = defOf(node);
  for (const d of [def, ...(def.checks ?? []).map((c) => c._zod.def)]) {
    const text = d.error?.({});
    if (typeof text === "string") out.add(text);
  }
  const inner = [def.innerType, def.in, def.out, def.element, ...Object.values((def.shape as object) ?? {})];
  for (const child of inner) if (child && typeof child === "object" && "_zod" in child) messagesOf(child, out);
  return out;
}

describe("validation messages", () => {
  it("finds the schemas", () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(["account.profileSchema", "contribute.contributeSchema", "forum.postSchema"]),
    );
  });

  it("reads the keys a schema names, inside pipes, checks and refinements", () => {
    expect([...messagesOf(account.profileSchema)]).toEqual(
      expect.arrayContaining(["usernameInvalid", "nameTooShort", "websiteInvalid", "themeInvalid"]),
    );
    expect([...messagesOf(account.profileWithUsernameSchema)]).toEqual(
      expect.arrayContaining(["usernameRequired", "usernameInvalid"]),
    );
    expect([...messagesOf(auth.signUpSchema)]).toEqual(expect.arrayContaining(["passwordsDiffer", "emailInvalid"]));
  });

  it.each(schemas)("%s names only Validation keys that exist in all four languages", (_name, schema) => {
    for (const key of messagesOf(schema))
      for (const [locale, m] of Object.entries(messages)) {
        const text = (m.Validation as Record<string, string>)[key];
        expect(text, `Validation.${key} in ${locale}`).toBeTruthy();
      }
  });

  it("has a translated generic message for anything else", () => {
    for (const m of Object.values(messages)) expect(m.Validation.invalid).toBeTruthy();
  });
});

// What each form sends: only the required fields (the hurried newcomer) and, where the form edits
// a saved record, every optional field cleared. The browser's resolver runs in raw mode, so what
// it hands on is what was typed, and the server action parses exactly that.
const submissions: Array<[string, z.ZodType, Record<string, unknown>]> = [
  [
    "profile, username only",
    account.profileSchema,
    { name: "", username: "newcomer", bio: "", website: "", language: "en", theme: "system" },
  ],
  ["preferences, all off", account.preferencesSchema, { emailOnReply: false, newsletter: false }],
  ["sign-in", auth.signInSchema, { email: "A@Example.org", password: "x", confirmPassword: "", callbackUrl: "" }],
  ["magic link", auth.magicLinkSchema, { email: "a@example.org", password: "", confirmPassword: "" }],
  ["sign-up", auth.signUpSchema, { email: "a@example.org", password: "long enough", confirmPassword: "long enough" }],
  ["reset", auth.resetRequestSchema, { email: "a@example.org", password: "", confirmPassword: "", token: "" }],
  [
    "update password",
    auth.updatePasswordSchema,
    { token: "t", password: "long enough", confirmPassword: "long enough" },
  ],
  [
    "contribute, no link",
    contribute.contributeSchema,
    { category: "NEWS", description: "x".repeat(20), email: "a@example.org", from_name: "Ana", link: "", nickname: "" },
  ],
  [
    "support",
    support.supportSchema,
    {
      name: "Al",
      email: "a@example.org",
      product: "WEBSITE",
      subject: "Hello",
      message: "y".repeat(20),
      nickname: "",
    },
  ],
  ["forum post, no topic", forum.postSchema, { title: "Hi", category: "MISC", topic: "", contents: "Hello" }],
  ["comment", forum.commentSchema, { postId: "p1", text: "Thanks" }],
  ["review", review.reviewSchema, { productId: "p1", rating: "4", text: "Good" }],
  ["report", report.reportSchema, { targetType: "POST", targetId: "p1", reason: "Spam!" }],
  ["chat", chat.chatMessageSchema, { text: "Hello" }],
  [
    "change password, no current one (a link-only member)",
    accountSecurity.changePasswordSchema,
    { currentPassword: "", password: "long enough", confirmPassword: "long enough" },
  ],
  ["change email", accountSecurity.changeEmailSchema, { email: "new@example.org", currentPassword: "" }],
  ["deletion link", accountSecurity.deletionLinkSchema, {}],
];

describe("what a form submits is what its action accepts", () => {
  it.each(submissions)("%s", async (_name, schema, typed) => {
    const resolver = zodResolver(schema as z.ZodType<unknown, Record<string, unknown>>, undefined, { raw: true });
    const checked = await resolver(typed, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(checked.errors).toEqual({});
    expect(checked.values).toEqual(typed);
    expect(schema.safeParse(checked.values).success).toBe(true);
  });

  it("turns an empty optional profile field into null on the server only", () => {
    const typed = { name: "", username: "New_Comer", bio: "", website: "", language: "fr", theme: "dark" };
    expect(account.profileSchema.parse(typed)).toEqual({
      ...typed,
      name: null,
      bio: null,
      website: null,
      username: "new_comer",
    });
    // A username is optional too (only posting needs one); the form for choosing one requires it.
    expect(account.profileSchema.parse({ ...typed, username: " " }).username).toBeNull();
    expect(account.profileWithUsernameSchema.safeParse({ ...typed, username: "" }).error?.issues[0]?.message).toBe(
      "usernameRequired",
    );
    expect(account.profileSchema.safeParse({ ...typed, username: "No spaces" }).error?.issues[0]?.message).toBe(
      "usernameInvalid",
    );
  });
});

describe("every text is capped before any pattern", () => {
  const long = "a@" + "a.".repeat(50_000) + "@";

  it.each(schemas.filter(([, s]) => defOf(s).type === "object"))("%s: one message per long text", (_name, schema) => {
    const shape = defOf(schema).shape as Record<string, unknown>;
    const input = Object.fromEntries(Object.keys(shape).map((key) => [key, long]));
    const result = schema.safeParse(input);
    const perField = new Map<string, number>();
    // Only the text fields: a list or a number given a text is refused for its type, once or more.
    const issues = result.error?.issues ?? [];
    const notText = new Set(issues.filter((i) => i.code === "invalid_type").map((i) => String(i.path[0])));
    for (const issue of issues.filter((i) => !notText.has(String(i.path[0])))) {
      const field = String(issue.path[0]);
      perField.set(field, (perField.get(field) ?? 0) + 1);
    }
    for (const [field, count] of perField) expect(count, field).toBe(1);
  });

  it("the e-mail pattern has one way to match: labels without dots", () => {
    for (const ok of ["a@example.org", "first.last+tag@sub.example.co.uk", "x@y.z"])
      expect(fields.emailPattern.test(ok), ok).toBe(true);
    for (const bad of ["a@b", "a@b.", "a@.b", "a@b..c", "a b@c.d", "a@b@c.d", long.slice(0, 254)])
      expect(fields.emailPattern.test(bad), bad).toBe(false);
    // One plain address: nothing that makes a list, a display name or a quoted local part.
    for (const bad of [
      "q1,someone@example.com",
      "q2<someone@example.com>",
      "Name <someone@example.com>",
      '"quoted"@example.com',
      "a;b@example.com",
      "a:b@example.com",
      "(c)a@example.com",
      "a\\b@example.com",
      "a\nb@example.com",
      ".a@example.com",
      "a.@example.com",
      "a..b@example.com",
      "a@-example.com",
      "a@example-.com",
      "ü@example.com",
      `${"a".repeat(65)}@example.com`,
    ])
      expect(fields.emailPattern.test(bad), bad).toBe(false);
    expect(fields.emailPattern.test(`${"a".repeat(64)}@example.com`)).toBe(true);
    expect(fields.emailPattern.test("o'brien+news@example.ie")).toBe(true);
    expect(
      fields
        .email()
        .safeParse(long)
        .error?.issues.map((i) => i.message),
    ).toEqual(["tooLong"]);
  });
});

describe("e-mail addresses", () => {
  it("are trimmed and lower-cased by every form's schema, once", () => {
    const typed = "  Zoe.Martin@Example.ORG ";
    const outputs = [
      support.supportSchema.parse({
        name: "Zoe",
        email: typed,
        product: "WEBSITE",
        subject: "A question",
        message: "x".repeat(30),
      }).email,
      contribute.contributeSchema.parse({
        category: "EVENT",
        description: "y".repeat(40),
        email: typed,
        from_name: "Zoe",
        link: "",
      }).email,
      auth.magicLinkSchema.parse({ email: typed }).email,
      auth.resetRequestSchema.parse({ email: typed }).email,
      accountSecurity.changeEmailSchema.parse({ email: typed, currentPassword: "x" }).email,
    ];
    expect(outputs).toEqual(Array(outputs.length).fill("zoe.martin@example.org"));
  });
});

describe("content route parameters", () => {
  it("keeps the slug rules when category and slug are required (contentParams.extend dropped them)", async () => {
    const { articleParams, categoryParams } = await import("@/lib/content/params");
    expect(articleParams.safeParse({ type: "news", category: "vaccines", slug: "a-b-1" }).success).toBe(true);
    for (const bad of ["../etc", "Upper", "a--b", "x".repeat(201), ""])
      expect(articleParams.safeParse({ type: "news", category: "vaccines", slug: bad }).success, bad).toBe(false);
    expect(categoryParams.safeParse({ type: "news", category: "a b" }).success).toBe(false);
    expect(categoryParams.safeParse({ type: "news" }).success).toBe(false);
  });
});

describe("the newsroom's event times", () => {
  it("reads a datetime-local value as UTC, the time an event's page shows, and refuses anything else", async () => {
    const { itemSchema, emptyItem } = await import("@/lib/validation/newsroom");
    const parse = (startsAt: string) =>
      itemSchema.safeParse({ ...emptyItem, category: "local-news", slug: "an-event", startsAt });
    const parsed = parse("2026-12-01T10:00");
    expect(parsed.success && parsed.data.startsAt?.toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(parse("").success && parse("").data?.startsAt).toBeNull();
    for (const bad of ["tomorrow", "2026-12-01", "2026-12-01T10:00+02:00", "2026-13-01T10:00"]) {
      const result = parse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain("dateInvalid");
    }
  });
});
