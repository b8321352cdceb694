"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import { submitContribution } from "@/lib/actions/contribute";
import { contributeSchema, contributionCategories } from "@/lib/validation/contribute";
import { Honeypot } from "./honeypot";

export function ContributeForm() {
  const t = useTranslations("ContributeForm");
  const status = useTranslations("FormStatus");
  const { formProps, field, form, notice, pending } = useActionForm({
    schema: contributeSchema,
    action: submitContribution,
    defaultValues: { description: "", email: "", from_name: "", link: "", notify: false, nickname: "" },
    success: { title: t("successTitle"), description: t("successText") },
  });

  return (
    <form {...formProps} aria-label={t("label")} className="relative max-w-2xl space-y-5">
      <Field type="select" label={t("category")} required defaultValue="" {...field("category")}>
        <option value="" disabled>
          {t("categoryPlaceholder")}
        </option>
        {contributionCategories.map((c) => (
          <option key={c} value={c}>
            {t(`categories.${c}`)}
          </option>
        ))}
      </Field>
      <Field
        type="textarea"
        label={t("description")}
        hint={t("descriptionHint")}
        required
        rows={6}
        {...field("description")}
      />
      <Field
        type="url"
        label={t("link")}
        hint={t("linkHint")}
        inputMode="url"
        placeholder="https://"
        {...field("link")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field type="text" label={t("fromName")} required autoComplete="name" {...field("from_name")} />
        <Field type="email" label={t("email")} required autoComplete="email" {...field("email")} />
      </div>
      <Field type="checkbox" label={t("notify")} {...field("notify")} />
      <Honeypot register={form.register("nickname")} />
      <FormNotice notice={notice} />
      <Button pending={pending}>{status("submit")}</Button>
    </form>
  );
}
