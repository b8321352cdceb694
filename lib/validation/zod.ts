import { z } from "zod";

// Zod compiles object parsers with `new Function` when eval is allowed, and probes for it first.
// The Content-Security-Policy forbids eval, so in the browser the probe would be reported as a
// violation on every page with a form. Every form schema imports z from here, which turns that off
// before any schema parses; the interpreted path gives the same results.
z.config({ jitless: true });

export { z };
