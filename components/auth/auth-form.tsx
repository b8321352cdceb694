"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import {
  requestMagicLink,
  requestPasswordReset,
  requestSignUp,
  signInWithPassword,
  updatePassword,
} from "@/lib/actions/auth";
import { useRouter } from "@/lib/i18n/navigation";
import {
  magicLinkSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
} from "@/lib/validation/auth";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";

// One client form for the five auth screens: the same zod schema as the server action, errors
// shown under each field and announced, the spec's toasts, and the typed values kept on failure.
const forms = {
  signIn: { schema: signInSchema, action: signInWithPassword, fields: ["email", "password"], done: null },
  magicLink: { schema: magicLinkSchema, action: requestMagicLink, fields: ["email"], done: "linkSent" },
  signUp: {
    schema: signUpSchema,
    action: requestSignUp,
    fields: ["email", "password", "confirmPassword"],
    done: "signUp",
  },
  resetPassword: { schema: resetRequestSchema, action: requestPasswordReset, fields: ["email"], done: "reset" },
  updatePassword: {
    schema: updatePasswordSchema,
    action: updatePassword,
    fields: ["password", "confirmPassword"],
    done: "update",
  },
} as const;

export type AuthFormKind = keyof typeof forms;
type Field = "email" | "password" | "confirmPassword";

const autoComplete = { email: "email", password: "current-password", confirmPassword: "new-password" } as const;

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
  const { schema, action, fields, done } = forms[kind];
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>),
    defaultValues: { email: defaultEmail ?? "", password: "", confirmPassword: "", callbackUrl, token },
    shouldFocusError: true,
  });
  const { register, handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    const result = await action(values).catch(() => ({ ok: false as const, error: "failed" as const }));
    if (result.ok) {
      if ("redirectTo" in result && typeof result.redirectTo === "string") {
        // A full load, so the header and every cached page see the new session cookie.
        window.location.assign(result.redirectTo);
        return;
      }
      if (done) toast.success(t(`toasts.${done}Title`), { description: t(`toasts.${done}Text`) });
      if (kind === "updatePassword") router.push("/auth/sign-in");
      else setSent(true);
      return;
    }
    if (result.error === "invalid") {
      for (const [name, key] of Object.entries(result.fieldErrors ?? {}))
        setError(name as Path<FieldValues>, { message: key }, { shouldFocus: true });
      return;
    }
    if (result.error === "rateLimited" || result.error === "mailDelayed") {
      toast.error(t(`toasts.${result.error}Title`), { description: t(`toasts.${result.error}Text`) });
    } else if (result.error === "failed") {
      toast.error(t("toasts.failedTitle"), { description: t("toasts.failedText") });
    } else {
      toast.error(t(`toasts.${result.error as "invalidCredentials" | "unconfirmed" | "linkInvalid"}`));
    }
  });

  const fieldLabel = (name: Field) => (name === "password" && kind === "updatePassword" ? t("newPassword") : t(name));
  const error = (name: Field) => {
    const key = formState.errors[name]?.message;
    return typeof key === "string" ? t(`errors.${key as "emailRequired"}`) : undefined;
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-6 grid max-w-md gap-4"
      aria-describedby={sent ? "auth-sent" : undefined}
    >
      {(fields as readonly Field[]).map((name) => (
        <TextField
          key={name}
          label={fieldLabel(name)}
          type={name === "email" ? "email" : "password"}
          autoComplete={name === "password" && kind !== "signIn" ? "new-password" : autoComplete[name]}
          hint={name === "password" && kind !== "signIn" ? t("passwordHint") : undefined}
          error={error(name)}
          {...register(name)}
        />
      ))}
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="justify-self-start rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 dark:bg-brand-300 dark:text-slate-950"
      >
        {formState.isSubmitting ? t("submitting") : t(`submit.${kind}`)}
      </button>
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
