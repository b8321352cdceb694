import type { Messages } from "@/messages";

// Every field error a schema can give is a key of the "Validation" namespace
// (messages/<locale>/validation.json), translated where it is shown. Schemas name keys only
// through these helpers, so a key that does not exist fails the type check.
export type ValidationKey = keyof Messages["Validation"];

/** zod's error option for a message key. */
export const message = (key: ValidationKey) => ({ error: key });

/** The same for a check that must stop the others: a length cap runs before any pattern. */
export const stop = (key: ValidationKey) => ({ error: key, abort: true });
