import { expect, test } from "@playwright/test";
import { createMember, signInAs } from "../support/members";
import { payloads } from "../support/payloads";

// 10,000 random and malformed JSON bodies from a seeded PRNG against the seven /api/user/* routes
// (lib/api/route.ts), as a visitor, a member and a moderator (who passes the "own record"
// check, so the bodies reach the database). Every answer must be a 4xx with a JSON { error }, or
// a 2xx with a JSON body; never a 5xx. Afterwards the server still answers /api/health.
const TOTAL = 10_000;
const IN_FLIGHT = 16;
const SEED = 0x5eed_f022;
const CAP = 16 * 1024;

const routes = [
  "create-user",
  "find-username",
  "get-user-by-id",
  "get-user-role",
  "get-user",
  "get-username",
  "update-profile",
] as const;
type Route = (typeof routes)[number];

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(SEED);
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
const chance = (p: number) => random() < p;

// A JSON value, written out by `serialize` so that it can hold what JSON.stringify cannot:
// raw number tokens (1e309), duplicate and prototype keys, in any order.
class Raw {
  constructor(readonly text: string) {}
}
class Obj {
  constructor(readonly pairs: Array<[string, Value]>) {}
}
type Value = string | number | boolean | null | Raw | Obj | Value[];

function serialize(value: Value): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Obj) return `{${value.pairs.map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map(serialize).join(",")}]`;
  return JSON.stringify(value);
}

const unicode = [
  "é",
  "ß",
  "中文",
  "😀",
  "\u202e",
  "\u200d",
  "\u200b",
  "\ufeff",
  "\u2028",
  "\u2029",
  "\uff1c",
  "\u0000",
  "\ud800",
  "\udfff",
  "\udbff\udfff",
  "\u0301",
  "\u00a0",
  "\x7f",
  "\x1b",
  "\t",
  "\n",
];
const nasty = [
  "' OR 1=1--",
  '\'; DROP TABLE "User";--',
  "%00",
  "../../etc/passwd",
  "\\",
  '"',
  "$where",
  "null",
  "undefined",
  "NaN",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
];
const numbers = [
  "1e309",
  "-1e309",
  "1e-400",
  "-0",
  "0",
  "9007199254740993",
  "1.5",
  "-1",
  "123456789012345678901234567890",
  "5e-324",
  "1E400",
];

function randomString(): string {
  switch (int(9)) {
    case 0:
      return "";
    case 1:
      return Array.from({ length: int(40) }, () => String.fromCharCode(32 + int(95))).join("");
    case 2:
      return Array.from({ length: 1 + int(12) }, () => pick(unicode)).join("");
    case 3:
      return pick(nasty);
    case 4:
      return pick(payloads);
    case 5:
      return `fuzz${int(100_000)}@example.test`;
    case 6:
      return `fuzz_${int(100_000)}`;
    case 7:
      return "x".repeat(pick([255, 256, 501, 1000, 4096, CAP - 40, CAP, CAP + 1, 20_000]));
    default:
      return Array.from({ length: int(20) }, () => String.fromCharCode(int(0x10000))).join("");
  }
}

function randomValue(depth = 0): Value {
  const kind = int(depth > 3 ? 5 : 8);
  switch (kind) {
    case 0:
      return randomString();
    case 1:
      return chance(0.5) ? new Raw(pick(numbers)) : (random() - 0.5) * 10 ** int(20);
    case 2:
      return chance(0.5);
    case 3:
      return null;
    case 4:
      return randomString();
    case 5:
      return Array.from({ length: int(4) }, () => randomValue(depth + 1));
    case 6:
      return new Obj(
        Array.from({ length: int(4) }, () => [
          chance(0.3) ? pick(["__proto__", "constructor", "prototype", "email", "id"]) : randomString().slice(0, 20),
          randomValue(depth + 1),
        ]),
      );
    default:
      return randomString();
  }
}

const profileKeys = ["name", "username", "bio", "website", "language", "theme"];
function fieldValue(key: string): Value {
  if (chance(0.6)) return randomValue(2);
  switch (key) {
    case "email":
      return pick([
        `fuzz${int(1000)}@example.test`,
        "not-an-email",
        "a@b",
        `${"a".repeat(250)}@x.io`,
        " MIXED@Example.TEST ",
      ]);
    case "username":
      return pick(["ok_name", "UPPER", "a", "x".repeat(31), "héllo", "__proto__", `fuzz_${int(1000)}`]);
    case "id":
      return pick(["", "x".repeat(65), "00000000-0000-0000-0000-000000000000", "' OR 1=1--", "\u0000"]);
    case "language":
      return pick(["en", "es", "fr", "pt", "de", "", "EN"]);
    case "theme":
      return pick(["system", "light", "dark", "blue"]);
    case "website":
      return pick([
        "https://example.org",
        "javascript:alert(1)",
        "http://",
        "ftp://x.y",
        "https://e.x/" + "a".repeat(300),
      ]);
    default:
      return randomString();
  }
}

/** A body of the route's own shape, with fields missing, added, mistyped or out of bounds. */
function shaped(route: Route): Value {
  const keys =
    route === "update-profile"
      ? []
      : route === "find-username"
        ? ["username"]
        : route === "get-user-by-id"
          ? ["id"]
          : ["email"];
  const pairs: Array<[string, Value]> = keys.filter(() => chance(0.9)).map((k) => [k, fieldValue(k)]);
  if (route === "update-profile") {
    const profile: Array<[string, Value]> = profileKeys.filter(() => chance(0.5)).map((k) => [k, fieldValue(k)]);
    if (chance(0.1)) profile.push([pick(["role", "email", "__proto__", "id"]), randomValue(2)]);
    pairs.push(["profile", chance(0.85) ? new Obj(profile) : randomValue(1)]);
  }
  if (chance(0.15)) pairs.push([randomString().slice(0, 16), randomValue(1)]);
  return new Obj(pairs);
}

function deep(): string {
  const depth = pick([64, 512, 2048, 5000, 8000, 100_000]);
  return chance(0.5) ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

function mutate(text: string): string {
  switch (int(10)) {
    case 0:
      return text.slice(0, int(text.length));
    case 1: {
      const i = int(text.length + 1);
      return text.slice(0, i) + pick(["{", "}", "[", "]", ",", ":", '"', "\\", "'", "\u0000", "\n"]) + text.slice(i);
    }
    case 2:
      return text.replace(/"/g, "'");
    case 3:
      return `${text},`;
    case 4:
      return `\ufeff${text}`;
    case 5:
      return `/* comment */${text}`;
    case 6:
      return pick([
        "NaN",
        "undefined",
        "Infinity",
        "{email: 'a@b.c'}",
        '{"email":"\\x41"}',
        '{"email":"\\ud800"}',
        '{"email":"a""b"}',
        "{,}",
        "[1,]",
        '"unterminated',
      ]);
    case 7:
      return text.replace(/:/, "::");
    case 8:
      return `${text}${text}`;
    default:
      return `{"email":"${"\\".repeat(1 + int(5))}"}`;
  }
}

type Case = {
  route: Route;
  caller: "visitor" | "member" | "moderator";
  contentType: string | null;
  body: string | Uint8Array<ArrayBuffer>;
};

function makeCase(): Case {
  const route = pick(routes);
  const caller = pick(["visitor", "member", "moderator"] as const);
  let contentType: string | null = pick([
    "application/json",
    "application/json",
    "application/json; charset=utf-8",
    "APPLICATION/JSON",
  ]);
  let body: string | Uint8Array<ArrayBuffer>;
  const r = random();
  if (r < 0.35) body = serialize(shaped(route));
  else if (r < 0.55) body = serialize(randomValue());
  else if (r < 0.6)
    body = serialize(
      new Obj([
        [
          "__proto__",
          new Obj([
            ["role", "ADMIN"],
            ["email", "admin@example.test"],
          ]),
        ],
        ["constructor", new Obj([["prototype", new Obj([["isAdmin", true]])]])],
        ...(shaped(route) as Obj).pairs,
      ]),
    );
  else if (r < 0.65) body = deep();
  else if (r < 0.7)
    body = serialize(new Obj([[pick(["email", "id", "username", "profile"]), "y".repeat(CAP - 100 + int(8000))]]));
  else if (r < 0.83) body = mutate(serialize(shaped(route)));
  else if (r < 0.86) body = "";
  else if (r < 0.9)
    body = new Uint8Array(
      Buffer.concat([
        Buffer.from('{"email":"'),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
        Buffer.from('@x.io"}'),
      ]),
    );
  else if (r < 0.93) body = serialize(new Obj([[pick(["email", "id", "username"]), new Raw(pick(numbers))]]));
  else {
    body = serialize(shaped(route));
    contentType = pick([
      null,
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "",
      "json",
      "text/json",
    ]);
  }
  return { route, caller, contentType, body };
}

test("10,000 random and malformed bodies to /api/user/* never give a 5xx", async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const cookieOf = async (role: "USER" | "MODERATOR") => {
    const member = await createMember({ role, createdAt: new Date(Date.now() - 7 * 86_400_000) });
    const context = await browser.newContext();
    await signInAs(context, member, baseURL!);
    const [cookie] = await context.cookies();
    await context.close();
    return `${cookie!.name}=${cookie!.value}`;
  };
  const cookies = { visitor: null, member: await cookieOf("USER"), moderator: await cookieOf("MODERATOR") };

  const cases = Array.from({ length: TOTAL }, makeCase);
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const describe = (c: Case) =>
    `${c.caller} ${c.route} [${c.contentType}] ${JSON.stringify(String(c.body).slice(0, 160))}`;

  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      const headers: Record<string, string> = {};
      if (c.contentType !== null) headers["content-type"] = c.contentType;
      const cookie = cookies[c.caller];
      if (cookie) headers.cookie = cookie;
      // A fresh address per request keeps find-username's per-address limit out of the way.
      headers["x-forwarded-for"] = `198.51.100.${next % 250}`;
      let status = 0;
      let text = "";
      try {
        const response = await fetch(`${baseURL}/api/user/${c.route}`, { method: "POST", headers, body: c.body });
        status = response.status;
        text = await response.text();
      } catch (error) {
        failures.push(`network error ${String(error)} for ${describe(c)}`);
        continue;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        failures.push(`${status} not JSON (${text.slice(0, 80)}) for ${describe(c)}`);
        continue;
      }
      if (status >= 500) failures.push(`${status} ${text.slice(0, 120)} for ${describe(c)}`);
      else if (status >= 400) {
        const error = (json as { error?: unknown } | null)?.error;
        if (typeof error !== "string" || !error) failures.push(`${status} without an error message for ${describe(c)}`);
      } else if (status < 200 || status >= 300) failures.push(`unexpected ${status} for ${describe(c)}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (Date.now() - started) / 1000;

  const summary = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ");
  console.log(
    `fuzz: ${TOTAL} requests, ${IN_FLIGHT} in flight, ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)} req/s); statuses ${summary}`,
  );
  test
    .info()
    .annotations.push({ type: "fuzz", description: `${TOTAL} requests in ${seconds.toFixed(1)} s; ${summary}` });

  expect(failures.slice(0, 20), `${failures.length} bad answers`).toEqual([]);
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(TOTAL);
  // Valid bodies got through too: the run is not only refusals.
  expect([...statuses.keys()].some((s) => s >= 200 && s < 300)).toBe(true);

  // The process is still up and serving.
  const health = await fetch(`${baseURL}/api/health`);
  expect(health.status).toBe(200);
  const page = await fetch(`${baseURL}/forum`);
  expect(page.status).toBe(200);
});
