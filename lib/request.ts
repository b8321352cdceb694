import "server-only";
import { headers } from "next/headers";

/**
 * The caller's address, for per-address rate limits: the last X-Forwarded-For hop, which is the
 * one the reverse proxy in front of the app appends (a client can only forge the hops before it).
 * Next itself sets the header to the socket's address only when it is absent, so production must
 * run behind a proxy that appends it (docs/decisions.md, Accounts).
 */
export async function clientAddress(): Promise<string> {
  const h = await headers();
  return h.get("x-forwarded-for")?.split(",").at(-1)?.trim() || h.get("x-real-ip") || "unknown";
}

/** True when the request comes from a page of this site (Origin or Sec-Fetch-Site), for CSRF checks. */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
