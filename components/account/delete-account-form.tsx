"use client";

import { useTranslations } from "next-intl";
import { announceSignOut } from "@/components/layout/session-watch";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import { deleteMyAccount } from "@/lib/actions/delete-account";
import { deleteAccountSchema } from "@/lib/validation/delete-account";

/** "Delete my account", confirmed by the member's password; the home page afterwards. */
export function DeleteAccountForm({ home }: { home: string }) {
  const t = useTranslations("AccountData");
  const { formProps, field, notice, pending } = useActionForm({
    schema: deleteAccountSchema,
    action: deleteMyAccount,
    defaultValues: { password: "" },
    success: { title: t("deleted") },
    onSuccess: () => void announceSignOut().then(() => window.location.assign(home)),
  });
  return (
    <form {...formProps} className="mt-4 grid gap-4">
      <Field type="password" label={t("password")} autoComplete="current-password" {...field("password")} />
      <FormNotice notice={notice} />
      <Button pending={pending} variant="danger" className="justify-self-start">
        {t("deleteButton")}
      </Button>
    </form>
  );
}
