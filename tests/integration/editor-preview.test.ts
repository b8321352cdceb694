import { afterAll, beforeEach, describe, expect, inject, it, vi } from "vitest";

// Leaving the newsroom's preview (GET /api/editor/preview?exit=1&to=…) goes back only to a path on
// this site: `to` is whatever the link says, so anything a browser reads as another host goes home.
const draft = vi.hoisted(() => ({ enable: vi.fn(), disable: vi.fn() }));
// Outside Next's request scope: no cookie (a visitor), and draft mode as a spy.
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
  headers: async () => new Headers(),
  draftMode: async () => draft,
}));
const savedEnv = { ...process.env };
process.env.DATABASE_URL = inject("databaseUrl");
const { GET } = await import("@/app/api/editor/preview/route");
afterAll(() => {
  process.env = savedEnv;
});
beforeEach(() => draft.disable.mockClear());

const leave = async (to: string) => {
  const response = await GET(new Request(`http://localhost/api/editor/preview?exit=1&to=${to}`));
  expect(response.status).toBe(303);
  expect(draft.disable).toHaveBeenCalledOnce();
  return response.headers.get("location");
};

describe("leaving the preview", () => {
  it.each([
    ["/en/news/vaccines/boosters", "/en/news/vaccines/boosters"],
    ["/fr/recherche%3Fq%3Dmasque", "/fr/recherche?q=masque"],
  ])("goes back to %s", async (to, expected) => expect(await leave(to)).toBe(expected));

  it.each([
    "/%5Cevil.example",
    "/%09/evil.example",
    "//evil.example",
    "https%3A%2F%2Fevil.example",
    "/..//evil.example",
    "/%255Cevil.example",
  ])("goes home instead of %s", async (to) => expect(await leave(to)).toBe("/"));
});
