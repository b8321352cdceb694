import type { Messages } from "@/messages";
import type { ValidationKey } from "@/lib/validation/messages";

// What every server action answers (lib/actions/kit.ts), and what the browser's form kit reads
// (components/ui/use-action.ts): ok with the action's data, or a form error and field errors,
// all message keys. Nothing else (no stack trace, no zod or Prisma text) crosses to the browser.

// Keys of "ActionErrors" that are descriptions under a toast's title, never an error themselves.
type Description = "tryLater" | "retryAfter" | "mailDelayedText" | "signInLimitedText";

/** A form-level error: a key of the "ActionErrors" namespace; one that does not exist fails the type check. */
export type ActionError = Exclude<keyof Messages["ActionErrors"], Description>;

/** The first problem of each field that failed, as a key of the "Validation" namespace. */
export type FieldErrors = Record<string, ValidationKey>;

export type ActionFailure = {
  ok: false;
  error: ActionError;
  fieldErrors?: FieldErrors;
  // With "rateLimited" or "signInLimited": when the limit that refused lets the caller try again.
  retryAfterSeconds?: number;
};

export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;

export const fail = (error: ActionError, fieldErrors?: FieldErrors): ActionFailure =>
  fieldErrors ? { ok: false, error, fieldErrors } : { ok: false, error };
