import "server-only";
import { headers } from "next/headers";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address.mjs";

/**
 * The caller's address, for per-address rate limits. The app's server (server.mjs) decides it for
 * every request (the socket's peer, or the hop TRUSTED_PROXIES says to trust in X-Forwarded-For) and
 * always overwrites this header, so a client cannot choose it. Without that server (`next dev`) the
 * header is absent and every caller is "unknown" (docs/adr/0011-client-address.md).
 */
export async function clientAddress(): Promise<string> {
  const h = await headers();
  return h.get(CLIENT_ADDRESS_HEADER) || "unknown";
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
