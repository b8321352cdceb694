import "server-only";
import type { z } from "zod";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { consume, type Limit } from "@/lib/rate-limit";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { withoutNul } from "@/lib/validation/nul";
import type { ActionResult, ErrorKey, Failure } from "./result";

type Options<S extends z.ZodType, T extends object> = {
  schema: S;
  input: unknown;
  // Posting and commenting need a public handle; reporting and reviewing only an account.
  needsUsername?: boolean;
  limits?: (user: SessionUser) => Limit[];
  // The spec's failure toast when the work itself throws.
  failure: ErrorKey;
  run: (user: SessionUser, data: z.infer<S>) => Promise<ActionResult<T>>;
};

/** auth -> parse -> rate limit -> do, in that order for every member action (the caller revalidates inside `run`). */
export async function memberAction<S extends z.ZodType, T extends object>(
  options: Options<S, T>,
): Promise<ActionResult<T>> {
  const user = await getSessionUser();
  if (!user) return { ok: false, error: "signIn" };
  if (options.needsUsername && !user.username) return { ok: false, error: "needUsername" };
  const parsed = options.schema.safeParse(withoutNul(options.input));
  if (!parsed.success) return { ok: false, error: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  if (options.limits) {
    const { allowed, retryAfterSeconds } = await consume(options.limits(user).map((l) => ({ ...l, subject: user.id })));
    if (!allowed) return { ok: false, error: "rateLimited", retryAfterSeconds };
  }
  try {
    return await options.run(user, parsed.data);
  } catch (error) {
    console.error(`community action failed (${options.failure}):`, error);
    return { ok: false, error: options.failure };
  }
}

export const fail = (error: ErrorKey): Failure => ({ ok: false, error });
