import "server-only";
import { notFound, unstable_rethrow } from "next/navigation";
import { getLocale } from "next-intl/server";
import type { z } from "zod";
import { requireMember } from "@/lib/auth/guard";
import { getSessionUser, isAdmin, isEditor, isModerator, type SessionUser } from "@/lib/auth/session";
import { reportError } from "@/lib/errors/report";
import { noteDatabaseError } from "@/lib/health/database";
import { routing, type Locale } from "@/lib/i18n/routing";
import { consume, type Limit } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";
import { spendRequestBudget } from "@/lib/security/request-budget";
import { isValidationKey } from "@/lib/validation/keys";
import { withoutNul } from "@/lib/validation/nul";
import { fail, type ActionError, type ActionResult, type FieldErrors } from "./result";

/**
 * The one way to write a server action: auth -> parse -> rate limit -> do -> revalidate -> one
 * ActionResult. The order cannot be forgotten because every action is this function. Parsing comes
 * before the limits because they may count per e-mail (a parsed field), and so that a person
 * correcting typos is never locked out. Before any of it: the body-size cap (Next's
 * serverActions.bodySizeLimit in next.config.ts) and the per-address request budget
 * (lib/security/request-budget.ts). docs/architecture.md shows a whole form built on it.
 */

/** Who may call: anyone, a signed-in member, a member with a username (to post), a moderator, an editor, an admin. */
export type Access = "anyone" | "member" | "username" | "moderator" | "editor" | "admin";
type Caller<A extends Access> = A extends "anyone" ? SessionUser | null : SessionUser;

/** What an action knows of its request; tests give their own (runWith). */
export type ActionContext = {
  user: () => Promise<SessionUser | null>;
  address: () => Promise<string>;
  locale: () => Promise<Locale>;
};

type Scope<A extends Access> = { user: Caller<A>; address: string; locale: Locale };

type Definition<S extends z.ZodType, T extends object, A extends Access> = {
  /** For the log line and Sentry when `run` throws. */
  name: string;
  access: A;
  schema: S;
  /** Limits counted for this call, each with its subject (the user's id, the address, an e-mail). */
  limits?: (data: z.output<S>, scope: Scope<A>) => Array<Limit & { subject: string }>;
  /** The answer when a limit refuses ("rateLimited" by default), with when to try again. */
  limited?: "rateLimited" | "signInLimited";
  /** The form error when `run` throws (the spec's failure toast); "failed" by default. */
  failure?: ActionError;
  run: (data: z.output<S>, scope: Scope<A>) => Promise<ActionResult<T>>;
  /** After a success: revalidatePath/revalidateTag of what the action changed. */
  revalidate?: (data: z.output<S>, result: { ok: true } & T) => void | Promise<void>;
};

export type ServerAction<S extends z.ZodType, T extends object> = ((input: z.input<S>) => Promise<ActionResult<T>>) & {
  runWith: (input: unknown, context: ActionContext) => Promise<ActionResult<T>>;
};

export const requestContext: ActionContext = {
  user: getSessionUser,
  address: clientAddress,
  locale: async () => {
    const locale = await getLocale();
    return (routing.locales as readonly string[]).includes(locale) ? (locale as Locale) : routing.defaultLocale;
  },
};

/** The first message key of each field; zod's own texts are not keys and become "invalid". */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= isValidationKey(issue.message) ? issue.message : "invalid";
  }
  return out;
}

function refusal(access: Access, user: SessionUser | null): ActionError | null {
  if (access === "anyone") return null;
  if (!user) return "signIn";
  if (access === "username" && !user.username) return "needUsername";
  if (access === "moderator" && !isModerator(user)) return "forbidden";
  if (access === "editor" && !isEditor(user)) return "forbidden";
  if (access === "admin" && !isAdmin(user)) return "forbidden";
  return null;
}

async function perform<S extends z.ZodType, T extends object, A extends Access>(
  definition: Definition<S, T, A>,
  input: unknown,
  context: ActionContext,
): Promise<ActionResult<T>> {
  try {
    const address = await context.address();
    const wait = spendRequestBudget(address);
    if (wait) return { ok: false, error: "rateLimited", retryAfterSeconds: wait };
    const user = definition.access === "anyone" ? null : await context.user();
    const refused = refusal(definition.access, user);
    if (refused) return fail(refused);
    const parsed = definition.schema.safeParse(withoutNul(input));
    if (!parsed.success) return fail("invalid", fieldErrorsOf(parsed.error));
    const scope = { user: user as Caller<A>, address, locale: await context.locale() };
    const limits = definition.limits?.(parsed.data, scope);
    if (limits?.length) {
      const { allowed, retryAfterSeconds } = await consume(limits);
      if (!allowed) return { ok: false, error: definition.limited ?? "rateLimited", retryAfterSeconds };
    }
    const result = await definition.run(parsed.data, scope);
    if (result.ok) await revalidate(definition, parsed.data, result);
    return result;
  } catch (error) {
    unstable_rethrow(error); // redirect() and notFound() are answers, not failures
    noteDatabaseError(error);
    reportError(error, { where: `action ${definition.name}` });
    return fail(definition.failure ?? "failed");
  }
}

// The change is made: a cache that could not be dropped is reported, not answered as a failure.
async function revalidate<S extends z.ZodType, T extends object, A extends Access>(
  definition: Definition<S, T, A>,
  data: z.output<S>,
  result: { ok: true } & T,
) {
  try {
    await definition.revalidate?.(data, result);
  } catch (error) {
    reportError(error, { where: `revalidating after ${definition.name}` });
  }
}

/** Defines a server action: `export const saveThing = action({ ... })` in a file of lib/actions. */
export function action<S extends z.ZodType, T extends object = object, A extends Access = Access>(
  definition: Definition<S, T, A>,
): ServerAction<S, T> {
  const serverAction = (input: z.input<S>) => perform(definition, input, requestContext);
  return Object.assign(serverAction, {
    runWith: (input: unknown, context: ActionContext) => perform(definition, input, context),
  });
}

/** Limits counted against one subject. */
export const each = (limits: Limit[], subject: string) => limits.map((l) => ({ ...l, subject }));

/**
 * For a plain <form action> that works without JavaScript: the same pipeline, and its refusals
 * become the page's own answers (a visitor is sent to sign in and back to `path`, anyone else
 * refused gets the 404 page) instead of a result no script is there to read.
 */
export function pageAction<S extends z.ZodType, A extends Access>(definition: Definition<S, object, A>, path: string) {
  const run = action(definition);
  const serverAction = async (formData: FormData): Promise<void> => {
    const result = await run(Object.fromEntries(formData) as z.input<S>);
    if (result.ok) return;
    if (result.error === "signIn") await requireMember(path);
    if (result.error === "failed") throw new Error(`${definition.name} failed`);
    notFound();
  };
  return Object.assign(serverAction, { runWith: run.runWith });
}
