import "server-only";
import { consume } from "@/lib/rate-limit";

// Per-address limits for the public forms. Generous enough that a person sending a few messages
// (or a family behind one address) is never refused, tight enough that a script gets nowhere.
export const formLimits = [
  { suffix: "10min", max: 5, windowSeconds: 600 },
  { suffix: "day", max: 30, windowSeconds: 86_400 },
] as const;

/** Counts one submission of `form` from `address`; retryAfterSeconds is 0 when allowed. */
export async function consumeFormLimit(form: "contribute" | "support", address: string) {
  return consume(
    formLimits.map((l) => ({
      name: `form:${form}:${l.suffix}`,
      max: l.max,
      windowSeconds: l.windowSeconds,
      subject: address,
    })),
  );
}
