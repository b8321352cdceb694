// PostgreSQL text cannot hold U+0000 ("invalid byte sequence for encoding UTF8: 0x00"): a query
// with one fails, and the member would see a server error for a character they cannot see. So
// what members send loses it before it is validated (the action kit, lib/actions/kit.ts, and the
// route wrapper, lib/api/route.ts). Found by e2e/security (XSS corpus and fuzz).
const isPlain = (value: object) =>
  Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** `value` with U+0000 removed from its strings (plain objects and arrays, a few levels deep). */
export function withoutNul<T>(value: T, depth = 0): T {
  if (typeof value === "string") return value.replaceAll("\u0000", "") as T;
  if (depth > 4 || value === null || typeof value !== "object" || !isPlain(value)) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => withoutNul(v, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNul(v, depth + 1)])) as T;
}
