import "server-only";
import type { z } from "zod";
import { getSessionUser, isAdmin, isEditor, isModerator, type SessionUser } from "@/lib/auth/session";
import { reportError } from "@/lib/errors/report";
import { noteDatabaseError } from "@/lib/health/database";
import { unavailableJson } from "@/lib/health/unavailable";
import { consume, type Limit } from "@/lib/rate-limit";
import { clientAddress, isSameOrigin } from "@/lib/request";
import { spendRequestBudget } from "@/lib/security/request-budget";
import { withoutNul } from "@/lib/validation/nul";
import { readCapped } from "./body";

/**
 * The one wrapper of our route handlers, in this order: the per-address request budget (for
 * routes that take a body; lib/security/request-budget.ts), same-site check, JSON content type, the
 * signed-in caller and, for staff routes, their role, the body read up to a size cap, the zod
 * schemas of body and query (400 with the issues), rate limits (429), then the handler; an unexpected error is reported
 * (lib/errors/report.ts) and answered 500, a lost database 503. Each route takes what applies;
 * next-auth's own handler is not wrapped.
 */
type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
// "public": the session is not read; "optional": read, may be no one; "member": 401 for visitors;
// "editor", "moderator", "admin": 401 for visitors (or `signIn`'s redirect), and 404 for any other
// member, so that a staff route does not reveal itself, as staff pages do not.
type Access = "public" | "optional" | "member" | Staff;
type Staff = "editor" | "moderator" | "admin";

const staffMay: Record<Staff, (user: SessionUser) => boolean> = {
  editor: isEditor,
  moderator: isModerator,
  admin: isAdmin,
};
const isStaff = (access: Access | undefined): access is Staff => access !== undefined && access in staffMay;

type Options<B extends Schema, Q extends Schema, A extends Access> = {
  access?: A;
  /** A JSON body (Content-Type: application/json, else 415) or, with `form`, a plain form post. */
  body?: B;
  form?: boolean;
  /** At most this many bytes of body are read (413 past it); 16 KB by default. */
  maxBytes?: number;
  query?: Q;
  /** Refuse requests from other sites: 403 with this body, or a default one. */
  sameOrigin?: true | object;
  limits?: (scope: { user: SessionUser | null; address: string }) => Array<Limit & { subject: string }>;
  /** Cache-Control of every answer of this route ("no-store" by default). */
  cache?: string;
  /**
   * For a route a person opens in the browser (a link, not a script's call): where a visitor is sent
   * (303) to sign in, instead of a 401. Given the parsed query, it answers a path.
   */
  signIn?: (query: Parsed<Q>) => string;
};

export type Handled<B extends Schema, Q extends Schema, A extends Access> = {
  body: Parsed<B>;
  query: Parsed<Q>;
  user: A extends "member" | Staff ? SessionUser : A extends "optional" ? SessionUser | null : null;
  request: Request;
  /** The route's dynamic segments, as Next decoded them. */
  params: Record<string, string | string[] | undefined>;
  /** A JSON answer with the route's Cache-Control. */
  json: (body: unknown, status?: number) => Response;
};

const issuesOf = (error: z.ZodError) =>
  error.issues.slice(0, 20).map((i) => ({ path: i.path.join("."), message: i.message }));

export function route<B extends Schema = undefined, Q extends Schema = undefined, A extends Access = "public">(
  options: Options<B, Q, A>,
  handle: (input: Handled<B, Q, A>) => Promise<Response>,
) {
  const cache = options.cache ?? "no-store";
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers: { "Cache-Control": cache, ...headers } });

  return async (request: Request, context?: { params?: Promise<Record<string, string | string[] | undefined>> }) => {
    try {
      if (options.body) {
        const wait = spendRequestBudget(await clientAddress());
        if (wait)
          return json({ error: "Too many requests, please wait a minute" }, 429, { "Retry-After": String(wait) });
      }
      if (options.sameOrigin && !isSameOrigin(request))
        return json(options.sameOrigin === true ? { error: "Cross-site request refused" } : options.sameOrigin, 403);
      const type = request.headers.get("content-type")?.toLowerCase() ?? "";
      if (options.body && !options.form && !type.startsWith("application/json"))
        return json({ error: "Send a JSON body with Content-Type: application/json" }, 415);
      const parsedQuery = options.query?.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      const badQuery =
        parsedQuery && !parsedQuery.success
          ? json({ error: "Invalid request", issues: issuesOf(parsedQuery.error) }, 400)
          : null;
      const query = parsedQuery?.data as Parsed<Q>;
      // A route that sends visitors to sign in needs its query first, to say where they come back to.
      if (options.signIn && badQuery) return badQuery;
      const user = options.access && options.access !== "public" ? await getSessionUser() : null;
      if ((options.access === "member" || isStaff(options.access)) && !user) {
        if (options.signIn) return new Response(null, { status: 303, headers: { Location: options.signIn(query) } });
        return json({ error: "Sign-in required" }, 401);
      }
      if (isStaff(options.access) && !(user && staffMay[options.access](user)))
        return json({ error: "Not found" }, 404);

      let body: unknown;
      if (options.body) {
        const text = await readCapped(request, options.maxBytes ?? 16 * 1024);
        if (text === null) return json({ error: "Request body too large" }, 413);
        try {
          body = options.form ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
        } catch {
          return json({ error: "Malformed JSON" }, 400);
        }
        const parsed = options.body.safeParse(withoutNul(body));
        if (!parsed.success) return json({ error: "Invalid request", issues: issuesOf(parsed.error) }, 400);
        body = parsed.data;
      }
      if (badQuery) return badQuery;
      if (options.limits) {
        const { allowed, retryAfterSeconds } = await consume(options.limits({ user, address: await clientAddress() }));
        if (!allowed)
          return json({ error: "Too many requests, please wait a minute" }, 429, {
            "Retry-After": String(retryAfterSeconds),
          });
      }
      const params = (await context?.params) ?? {};
      return await handle({ body, query, user, request, params, json } as Handled<B, Q, A>);
    } catch (error) {
      if (noteDatabaseError(error)) return unavailableJson();
      reportError(error, { where: `${request.method} ${new URL(request.url).pathname}` });
      return json({ error: "The request could not be completed. Please try again later." }, 500);
    }
  };
}
