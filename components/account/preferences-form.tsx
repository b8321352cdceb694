"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import { savePreferences } from "@/lib/actions/account";
import { useRouter } from "@/lib/i18n/navigation";
import { preferencesSchema, type Preferences } from "@/lib/validation/account";

export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const t = useTranslations("AccountForm");
  const router = useRouter();
  const { formProps, field, notice, pending } = useActionForm({
    schema: preferencesSchema,
    action: savePreferences,
    defaultValues: preferences,
    resetOnSuccess: false,
    success: { title: t("toasts.preferencesSaved") },
    // The ticks are subscriptions: the list of them below the form is rendered on the server again.
    onSuccess: () => router.refresh(),
  });
  return (
    <form {...formProps} className="mt-6 grid gap-4">
      <Field type="checkbox" label={t("emailOnReply")} {...field("emailOnReply")} />
      <Field type="checkbox" label={t("newsletter")} {...field("newsletter")} />
      <FormNotice notice={notice} />
      <Button pending={pending} className="justify-self-start">
        {t("savePreferences")}
      </Button>
    </form>
  );
}
