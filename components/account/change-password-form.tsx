"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import { changeMyPassword } from "@/lib/actions/account-security";
import { changePasswordSchema } from "@/lib/validation/account-security";

/** "Change password": the current one (when the member has one), the new one twice. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations("AccountSecurity");
  const { formProps, field, notice, pending } = useActionForm({
    schema: changePasswordSchema,
    action: changeMyPassword,
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
    success: { title: t("passwordChanged"), description: t("passwordChangedText") },
  });
  return (
    <form {...formProps} aria-labelledby="password-title" className="mt-4 grid gap-4">
      {hasPassword && (
        <Field
          type="password"
          label={t("currentPassword")}
          required
          autoComplete="current-password"
          {...field("currentPassword")}
        />
      )}
      <Field
        type="password"
        label={t("newPassword")}
        hint={t("newPasswordHint")}
        required
        autoComplete="new-password"
        {...field("password")}
      />
      <Field
        type="password"
        label={t("confirmPassword")}
        required
        autoComplete="new-password"
        {...field("confirmPassword")}
      />
      <FormNotice notice={notice} />
      <Button pending={pending} className="justify-self-start">
        {hasPassword ? t("changePassword") : t("setPassword")}
      </Button>
    </form>
  );
}
