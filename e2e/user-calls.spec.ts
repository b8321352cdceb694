import { expect, test, type APIRequestContext } from "@playwright/test";
import { createMember, signInAs, sqlOne } from "./support/members";

// The spec's POST /api/user/* calls, as the browser makes them, with who may call each.
const call = (request: APIRequestContext, name: string, data: unknown) =>
  request.post(`/api/user/${name}`, { data, headers: { "Content-Type": "application/json" } });

test("a visitor is refused every private call; find-username answers anyone", async ({ request }) => {
  for (const [name, body] of [
    ["get-user", { email: "a@example.test" }],
    ["get-user-by-id", { id: "x" }],
    ["get-username", { email: "a@example.test" }],
    ["get-user-role", { email: "a@example.test" }],
    ["create-user", { email: "a@example.test" }],
    ["update-profile", { profile: { name: "Someone" } }],
  ] as const) {
    const answer = await call(request, name, body);
    expect(answer.status(), name).toBe(401);
    expect((await answer.json()).error).toBe("Sign-in required");
  }
  const free = await call(request, "find-username", { username: `free_${Date.now().toString(36)}` });
  expect(await free.json()).toMatchObject({ available: true });
  expect(await sqlOne(`SELECT count(*)::int AS n FROM "User" WHERE email = 'a@example.test'`)).toEqual({ n: 0 });
});

test("a member reads and changes only their own record", async ({ context, baseURL }) => {
  const me = await createMember();
  const other = await createMember();
  await signInAs(context, me, baseURL!);
  const request = context.request;

  expect(await (await call(request, "get-user", { email: me.email })).json()).toMatchObject({
    id: me.id,
    email: me.email,
    username: me.username,
    role: "USER",
  });
  expect(await (await call(request, "get-user-by-id", { id: me.id })).json()).toMatchObject({ email: me.email });
  expect(await (await call(request, "get-username", { email: me.email })).json()).toEqual({ username: me.username });
  expect(await (await call(request, "get-user-role", { email: me.email })).json()).toEqual({ role: "USER" });
  expect(await (await call(request, "create-user", { email: me.email })).json()).toMatchObject({ id: me.id });

  for (const [name, body] of [
    ["get-user", { email: other.email }],
    ["get-user-by-id", { id: other.id }],
    ["get-username", { email: other.email }],
    ["get-user-role", { email: other.email }],
    ["create-user", { email: "new@example.test" }],
  ] as const) {
    expect((await call(request, name, body)).status(), name).toBe(403);
  }
  expect(await sqlOne(`SELECT count(*)::int AS n FROM "User" WHERE email = 'new@example.test'`)).toEqual({ n: 0 });

  // find-username only says whether a name is free.
  expect(await (await call(request, "find-username", { username: other.username })).json()).toEqual({
    username: other.username,
    available: false,
  });
  expect(await (await call(request, "find-username", { username: me.username })).json()).toMatchObject({
    available: true,
  });

  const renamed = `renamed_${Date.now().toString(36)}`;
  const updated = await call(request, "update-profile", {
    profile: { username: renamed, bio: "I read about ventilation." },
  });
  expect(updated.status()).toBe(200);
  expect(await updated.json()).toMatchObject({ username: renamed, profile: { bio: "I read about ventilation." } });
  expect((await call(request, "update-profile", { profile: { username: other.username } })).status()).toBe(409);
  const tooShort = await call(request, "update-profile", { profile: { bio: "short" } });
  expect(tooShort.status()).toBe(400);
  expect(await sqlOne(`SELECT username, bio FROM "User" WHERE id = $1`, [me.id])).toEqual({
    username: renamed,
    bio: "I read about ventilation.",
  });

  // Every optional field emptied, as a form sends it: stored as empty, not refused.
  const cleared = await call(request, "update-profile", { profile: { name: "", bio: "", website: "" } });
  expect(cleared.status()).toBe(200);
  expect(await cleared.json()).toMatchObject({ username: renamed, profile: { name: null, bio: null, website: null } });
  expect(await sqlOne(`SELECT username, name, bio, website FROM "User" WHERE id = $1`, [me.id])).toEqual({
    username: renamed,
    name: null,
    bio: null,
    website: null,
  });
});

test("a username is optional in update-profile, and once chosen cannot be removed", async ({ browser, baseURL }) => {
  // Without one, the rest of the profile saves (only posting needs a username).
  const newcomerContext = await browser.newContext();
  const newcomer = await createMember({ username: null });
  await signInAs(newcomerContext, newcomer, baseURL!);
  const themed = await call(newcomerContext.request, "update-profile", { profile: { theme: "dark" } });
  expect(themed.status()).toBe(200);
  expect(await themed.json()).toMatchObject({ username: null, profile: { theme: "dark" } });

  // With one, an empty username is refused and nothing changes.
  const memberContext = await browser.newContext();
  const member = await createMember();
  await signInAs(memberContext, member, baseURL!);
  const removed = await call(memberContext.request, "update-profile", { profile: { username: "", name: "New name" } });
  expect(removed.status()).toBe(400);
  expect(await removed.json()).toMatchObject({ issues: [{ path: "username", message: "usernameKept" }] });
  expect(await sqlOne(`SELECT username, name FROM "User" WHERE id = $1`, [member.id])).toEqual({
    username: member.username,
    name: member.name,
  });
  await Promise.all([newcomerContext.close(), memberContext.close()]);
});

test("a moderator may read others; an unknown user's role is 'User role not found'", async ({ context, baseURL }) => {
  const moderator = await createMember({ role: "MODERATOR" });
  const member = await createMember();
  await signInAs(context, moderator, baseURL!);
  expect(await (await call(context.request, "get-user", { email: member.email })).json()).toMatchObject({
    id: member.id,
  });
  expect(await (await call(context.request, "get-user", { email: "nobody-at-all@example.test" })).json()).toBeNull();
  const missing = await call(context.request, "get-user-role", { email: "nobody-at-all@example.test" });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "User role not found" });
});

test("malformed bodies get a 400 with a clear error and change nothing", async ({ context, baseURL }) => {
  const me = await createMember();
  await signInAs(context, me, baseURL!);
  const raw = (body: string, type = "application/json") =>
    context.request.post("/api/user/update-profile", { data: Buffer.from(body), headers: { "Content-Type": type } });
  const broken = await raw("{ not json");
  expect(broken.status()).toBe(400);
  expect(await broken.json()).toEqual({ error: "Malformed JSON" });
  const wrongShape = await raw(JSON.stringify({ profile: { name: 42, extra: true } }));
  expect(wrongShape.status()).toBe(400);
  expect((await wrongShape.json()).error).toBe("Invalid request");
  expect((await raw(JSON.stringify({ profile: { name: "Plain text" } }), "text/plain")).status()).toBe(415);
  expect((await raw(JSON.stringify({ profile: { bio: "x".repeat(20_000) } }))).status()).toBe(413);
  expect(await sqlOne(`SELECT name, bio FROM "User" WHERE id = $1`, [me.id])).toEqual({ name: me.name, bio: null });
});

test("the session: GET answers JSON with the user; DELETE signs out, but not from another site", async ({
  context,
  baseURL,
}) => {
  const me = await createMember();
  await signInAs(context, me, baseURL!);
  const session = await context.request.get("/api/_auth/session", { headers: { Accept: "application/json" } });
  expect(await session.json()).toMatchObject({ user: { id: me.id, email: me.email } });

  const crossSite = await context.request.delete("/api/_auth/session", {
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status()).toBe(403);
  expect((await (await context.request.get("/api/_auth/session")).json()).user).toMatchObject({ id: me.id });

  const signOut = await context.request.delete("/api/_auth/session", {
    headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
  });
  expect(signOut.status()).toBe(200);
  expect((await (await context.request.get("/api/_auth/session")).json()).user).toBeUndefined();
  expect(signOut.headers()["set-cookie"]).toMatch(/next-auth\.session-token=;.*HttpOnly/i);
});
