// What every server action answers: the client turns error keys into translated toasts and
// field messages; nothing else (no stack traces) crosses to the browser.
export type ActionResult<E extends string = string> =
  { ok: true } | { ok: false; error: E | "invalid"; fieldErrors?: Record<string, string> };
