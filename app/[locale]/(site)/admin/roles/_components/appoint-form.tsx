"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import { setMemberRole } from "@/lib/actions/roles";
import { changeRoleSchema, type ChangeRoleInput } from "@/lib/validation/roles";

const choices = ["EDITOR", "MODERATOR", "ADMIN", "USER"] as const;

/** Gives a member (by e-mail address or username) a role; the page's lists refresh after it. */
export function AppointForm() {
  const t = useTranslations("AdminRoles");
  const { formProps, field, notice, pending } = useActionForm({
    schema: changeRoleSchema,
    action: setMemberRole,
    defaultValues: { member: "", role: "EDITOR" } satisfies ChangeRoleInput,
    success: { title: t("saved") },
  });
  return (
    <form {...formProps} className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto]">
      <Field type="text" label={t("member")} hint={t("memberHint")} required autoComplete="off" {...field("member")} />
      <Field type="select" label={t("role")} required {...field("role")}>
        {choices.map((value) => (
          <option key={value} value={value}>
            {t(`roles.${value}`)}
          </option>
        ))}
      </Field>
      <FormNotice notice={notice} />
      <Button pending={pending} className="justify-self-start">
        {t("submit")}
      </Button>
    </form>
  );
}
