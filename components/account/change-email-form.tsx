"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import { changeMyEmail } from "@/lib/actions/account-security";
import { changeEmailSchema } from "@/lib/validation/account-security";

/** "Change e-mail address": the new address (and the password, when the member has one). */
export function ChangeEmailForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations("AccountSecurity");
  const { formProps, field, notice, pending } = useActionForm({
    schema: changeEmailSchema,
    action: changeMyEmail,
    defaultValues: { email: "", currentPassword: "" },
    success: { title: t("emailLinkSent"), description: t("emailLinkSentText") },
  });
  return (
    <form {...formProps} aria-labelledby="email-title" className="mt-4 grid gap-4">
      <Field type="email" label={t("newEmail")} required autoComplete="email" {...field("email")} />
      {hasPassword && (
        <Field
          type="password"
          label={t("currentPassword")}
          required
          autoComplete="current-password"
          {...field("currentPassword")}
        />
      )}
      <FormNotice notice={notice} />
      <Button pending={pending} className="justify-self-start">
        {t("sendEmailLink")}
      </Button>
    </form>
  );
}
