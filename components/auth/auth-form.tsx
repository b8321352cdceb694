"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import {
  requestMagicLink,
  requestPasswordReset,
  requestSignUp,
  signInWithPassword,
  updatePassword,
} from "@/lib/actions/auth";
import type { ActionResult } from "@/lib/actions/result";
import { useRouter } from "@/lib/i18n/navigation";
import {
  magicLinkSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
} from "@/lib/validation/auth";

// One client form for the five auth screens. Each screen's action parses the fields it needs, so
// the form holds all of them (typed as the sign-up form, the widest) and shows only its own.
type Values = z.input<typeof signUpSchema> & { token: string };
type Field = "email" | "password" | "confirmPassword";
type Action = (input: Values) => Promise<ActionResult<{ redirectTo?: string }>>;

const forms: Record<
  AuthFormKind,
  { action: Action; fields: Field[]; done: "linkSent" | "signUp" | "reset" | "update" | null }
> = {
  signIn: { action: signInWithPassword, fields: ["email", "password"], done: null },
  magicLink: { action: requestMagicLink, fields: ["email"], done: "linkSent" },
  signUp: { action: requestSignUp, fields: ["email", "password", "confirmPassword"], done: "signUp" },
  resetPassword: { action: requestPasswordReset, fields: ["email"], done: "reset" },
  updatePassword: { action: updatePassword, fields: ["password", "confirmPassword"], done: "update" },
};
export type AuthFormKind = "signIn" | "magicLink" | "signUp" | "resetPassword" | "updatePassword";

// Each screen checks its own schema; they all read from the same set of values.
const schemaFor = {
  signIn: signInSchema,
  magicLink: magicLinkSchema,
  signUp: signUpSchema,
  resetPassword: resetRequestSchema,
  updatePassword: updatePasswordSchema,
} satisfies Record<AuthFormKind, z.ZodType>;

export function AuthForm({
  kind,
  callbackUrl,
  token,
  defaultEmail,
}: {
  kind: AuthFormKind;
  callbackUrl?: string;
  token?: string;
  defaultEmail?: string;
}) {
  const t = useTranslations("AuthForm");
  const router = useRouter();
  const [sent, setSent] = useState(false);
  const { action, fields, done } = forms[kind];
  const { formProps, field, notice, pending } = useActionForm({
    // Each schema reads a subset of Values; the resolver only checks, what is sent is Values.
    schema: schemaFor[kind] as unknown as z.ZodType<unknown, Values>,
    action,
    defaultValues: { email: defaultEmail ?? "", password: "", confirmPassword: "", callbackUrl, token: token ?? "" },
    resetOnSuccess: false,
    success: done ? { title: t(`toasts.${done}Title`), description: t(`toasts.${done}Text`) } : undefined,
    onSuccess: (result) => {
      // A full load, so the header and every cached page see the new session cookie.
      if (result.redirectTo) window.location.assign(result.redirectTo);
      else if (kind === "updatePassword") router.push("/auth/sign-in");
      else setSent(true);
    },
  });
  const newPassword = kind !== "signIn";

  return (
    <form {...formProps} className="mt-6 grid max-w-md gap-4" aria-describedby={sent ? "auth-sent" : undefined}>
      {fields.map((name) => (
        <Field
          key={name}
          type={name === "email" ? "email" : "password"}
          label={name === "password" && kind === "updatePassword" ? t("newPassword") : t(name)}
          autoComplete={name === "email" ? "email" : newPassword ? "new-password" : "current-password"}
          hint={name === "password" && newPassword ? t("passwordHint") : undefined}
          {...field(name)}
        />
      ))}
      <FormNotice notice={notice} />
      <Button pending={pending} className="justify-self-start">
        {t(`submit.${kind}`)}
      </Button>
      {sent && done && (
        <p
          id="auth-sent"
          role="status"
          className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm dark:border-emerald-800 dark:bg-emerald-950"
        >
          {t(`toasts.${done}Text`)}
        </p>
      )}
    </form>
  );
}
