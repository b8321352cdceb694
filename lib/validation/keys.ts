import validation from "@/messages/en/validation.json";
import type { ValidationKey } from "./messages";

// The keys at run time, for the server's answers (lib/actions/kit.ts, lib/api/route.ts). zod's own
// texts ("Invalid input: expected string...") are not keys and become "invalid", the generic message.
const keys = new Set<string>(Object.keys(validation.Validation));

export const isValidationKey = (value: unknown): value is ValidationKey => typeof value === "string" && keys.has(value);
