import "server-only";
import type { Limit } from "@/lib/rate-limit";

// Per-address limits for the public forms. Generous enough that a person sending a few messages
// (or a family behind one address) is never refused, tight enough that a script gets nowhere.
const windows = [
  { suffix: "10min", max: 5, windowSeconds: 600 },
  { suffix: "day", max: 30, windowSeconds: 86_400 },
] as const;

/** The limits one submission of `form` from `address` counts against. */
export const formLimits = (
  form: "contribute" | "support" | "subscribe",
  address: string,
): Array<Limit & { subject: string }> =>
  windows.map((w) => ({
    name: `form:${form}:${w.suffix}`,
    max: w.max,
    windowSeconds: w.windowSeconds,
    subject: address,
  }));
