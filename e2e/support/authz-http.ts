import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";

// Calling server actions the way a browser (or an attacker with curl) can, without our UI.
//
// A server action is a POST to any page URL with a `Next-Action: <id>` header. Next 16's client
// (React's encodeReply) sends the arguments as a JSON array with `Content-Type: text/plain;charset=UTF-8`;
// when an argument is a FormData it sends multipart form-data instead: the FormData's own fields as
// "_1_<name>", then field "0" with the array, "$K1" standing for the FormData. The answer is React's
// flight format: row 0 is `{"a":"$@1",...}` (the action's result is row 1), one row per line.
// The ids come from the build's server-reference-manifest.json.

export const distDir = process.env.NEXT_DIST_DIR ?? ".next";

type ManifestEntry = { workers: Record<string, unknown>; filename?: string; exportedName?: string };
type Manifest = { node: Record<string, ManifestEntry>; edge: Record<string, ManifestEntry> };

export type BuiltAction = { id: string; module: string; name: string; pages: string[] };

/** Every server action of the build: its id, module file and exported name. */
export function builtActions(): BuiltAction[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8"),
  ) as Manifest;
  return Object.entries({ ...manifest.node, ...manifest.edge }).map(([id, entry]) => {
    if (!entry.filename || !entry.exportedName)
      throw new Error(`server-reference-manifest.json: action ${id} has no filename/exportedName`);
    return { id, module: entry.filename, name: entry.exportedName, pages: Object.keys(entry.workers) };
  });
}

let byName: Map<string, BuiltAction> | undefined;

/** The built action `module#name` (e.g. "lib/actions/forum.ts#deletePostsAction"). */
export function builtAction(key: string): BuiltAction {
  byName ??= new Map(builtActions().map((a) => [`${a.module}#${a.name}`, a]));
  const action = byName.get(key);
  if (!action) throw new Error(`no built server action ${key}`);
  return action;
}

export type ActionAnswer = {
  status: number;
  result: unknown;
  redirect: string | null;
  raw: string;
  setCookies: string[];
};

/** Decodes the few flight values our actions answer with ("$$" escapes, "$undefined", "$D" dates). */
function revive(value: unknown): unknown {
  if (typeof value === "string") {
    if (value === "$undefined") return undefined;
    if (value.startsWith("$$")) return value.slice(1);
    if (value.startsWith("$D")) return value.slice(2);
    return value;
  }
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
  return value;
}

/** The result row of an action's flight answer (null when the action threw or answered nothing). */
export function actionResult(raw: string): unknown {
  const rows = new Map<string, string>();
  for (const line of raw.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) rows.set(line.slice(0, colon), line.slice(colon + 1));
  }
  const head = rows.get("0");
  if (!head) return null;
  const pointer = (JSON.parse(head) as { a?: unknown }).a;
  if (typeof pointer !== "string" || !pointer.startsWith("$@")) return null;
  const row = rows.get(pointer.slice(2));
  if (row === undefined || row.startsWith("E")) return null;
  return revive(JSON.parse(row));
}

type CallOptions = { page: string; origin?: string };

async function answerOf(response: APIResponse): Promise<ActionAnswer> {
  const raw = await response.text();
  const redirect =
    response.headers()["x-action-redirect"] ??
    (response.status() >= 300 && response.status() < 400 ? (response.headers().location ?? null) : null);
  const setCookies = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  return {
    status: response.status(),
    result: response.headers()["content-type"]?.includes("text/x-component") ? actionResult(raw) : null,
    redirect,
    raw,
    setCookies,
  };
}

const actionHeaders = (id: string, origin: string) => ({
  "Next-Action": id,
  Accept: "text/x-component",
  Origin: origin,
});

/**
 * The URL of a page that hosts `action` (an action can only be called on a page whose bundle has it;
 * elsewhere Next answers 409 "Server Action unavailable"). English pages have no prefix; `fill`
 * gives dynamic segments their values.
 */
export function pageOf(action: BuiltAction, fill: (segment: string) => string): string {
  // Not an internal route (a member variant, a cached page's _page or _q route: a segment that starts
  // with "_"), which is never a public address.
  const page = action.pages.find((p) => p.endsWith("/page") && !/\/(?:_|%5F)[^/]*\//i.test(p));
  if (!page) throw new Error(`${action.module}#${action.name} is on no page`);
  const segments = page
    .split("/")
    .slice(1, -1)
    .filter((s) => s !== "[locale]" && !/^\(.*\)$/.test(s));
  return `/${segments.map((s) => (s.startsWith("[") ? fill(s) : s)).join("/")}`;
}

/** Calls action `key` with plain (JSON) arguments, as encodeReply sends them. */
export async function callAction(
  request: APIRequestContext,
  baseURL: string,
  key: string,
  args: unknown[],
  options: CallOptions,
): Promise<ActionAnswer> {
  const { id } = builtAction(key);
  const response = await request.post(options.page, {
    headers: { ...actionHeaders(id, options.origin ?? baseURL), "Content-Type": "text/plain;charset=UTF-8" },
    data: JSON.stringify(args),
    maxRedirects: 0,
  });
  return answerOf(response);
}

/** Calls action `key` whose one argument is a FormData with `fields`. */
export async function callFormAction(
  request: APIRequestContext,
  baseURL: string,
  key: string,
  fields: Record<string, string>,
  options: CallOptions,
): Promise<ActionAnswer> {
  const { id } = builtAction(key);
  // In encodeReply's order: the FormData's own fields first, the root "0" last (the server resolves
  // "$K1" when it reads "0", from the fields it has seen by then). A plain object would put "0" first.
  const multipart = new FormData();
  for (const [name, value] of Object.entries(fields)) multipart.append(`_1_${name}`, value);
  multipart.append("0", JSON.stringify(["$K1"]));
  const response = await request.post(options.page, {
    headers: actionHeaders(id, options.origin ?? baseURL),
    multipart,
    maxRedirects: 0,
  });
  return answerOf(response);
}

/** An action's typed refusal: HTTP 200 with exactly `{ ok: false, error }` as its result. */
export function expectRefused(answer: ActionAnswer, error: string, label: string) {
  expect(answer.status, `${label}: status (${answer.raw.slice(0, 200)})`).toBe(200);
  expect(answer.result, `${label}: result`).toEqual({ ok: false, error });
}
