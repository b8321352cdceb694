"use server";

import { refresh } from "next/cache";
import { retryFailedMail } from "@/lib/ops/system";
import { retryMailSchema } from "@/lib/validation/system";
import { each, pageAction } from "./kit";
import { fail } from "./result";

// The admin System page (/admin/system): a failed mail's "Send again" button (a plain form).
export const retryMail = pageAction(
  {
    name: "retryMail",
    access: "admin",
    schema: retryMailSchema,
    limits: (_, { user }) => each([{ name: "system:retry-mail", max: 120, windowSeconds: 600 }], user.id),
    run: async ({ mailId }) => ((await retryFailedMail(mailId)) ? { ok: true } : fail("invalid")),
    revalidate: () => refresh(),
  },
  "/admin/system",
);
