// Where to go after signing in or saving a username: only a path on this site. Anything that a
// browser could read as another host after normalisation falls back: "https://evil", "//evil",
// "/\evil", "/..//evil" (which dot segments turn into "//evil"), the same written with
// percent-encoding ("/%2F%2Fevil", "/%5Cevil", "/%2e%2e//evil"), and tabs, newlines or other
// control characters (which browsers strip from URLs, so "/\t/evil" is "//evil" to them).
const maxLength = 2000;
const base = "http://local.invalid";

/** The path percent-decoded until it stops changing (a few rounds at most), or null. */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** Whether a path, decoded and normalised the way any later reader might, stays a path here. */
function staysHere(path: string): boolean {
  const decoded = fullyDecoded(path);
  if (decoded === null || !decoded.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(decoded)) return false;
  if (decoded.startsWith("//")) return false;
  const resolved = new URL(decoded, base);
  return resolved.origin === base && !resolved.pathname.startsWith("//");
}

export function safeCallbackUrl(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > maxLength) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  const rawPath = value.split(/[?#]/, 1)[0] ?? "";
  if (!staysHere(rawPath)) return fallback;
  try {
    const url = new URL(value, base);
    if (url.origin !== base || !staysHere(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
