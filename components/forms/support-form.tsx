"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import { submitSupportRequest } from "@/lib/actions/support";
import { supportProducts, supportSchema } from "@/lib/validation/support";
import { Honeypot } from "./honeypot";

export function SupportForm() {
  const t = useTranslations("SupportForm");
  const status = useTranslations("FormStatus");
  const { formProps, field, form, notice, pending } = useActionForm({
    schema: supportSchema,
    action: submitSupportRequest,
    defaultValues: { name: "", email: "", subject: "", message: "", nickname: "" },
    success: { title: t("successTitle"), description: t("successText") },
  });

  return (
    <form {...formProps} aria-label={t("label")} className="relative max-w-2xl space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field type="text" label={t("name")} required autoComplete="name" {...field("name")} />
        <Field type="email" label={t("email")} required autoComplete="email" {...field("email")} />
      </div>
      <Field
        type="radio"
        label={t("product")}
        required
        options={supportProducts.map((p) => ({ value: p, label: t(`products.${p}`) }))}
        {...field("product")}
      />
      <Field type="text" label={t("subject")} required {...field("subject")} />
      <Field type="textarea" label={t("message")} hint={t("messageHint")} required rows={7} {...field("message")} />
      <Honeypot register={form.register("nickname")} />
      <FormNotice notice={notice} />
      <Button pending={pending}>{status("submit")}</Button>
    </form>
  );
}
