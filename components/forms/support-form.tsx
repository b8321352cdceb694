"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { submitSupportRequest } from "@/lib/actions/support";
import type { FormErrorKey } from "@/lib/forms/fields";
import { supportProducts, supportSchema } from "@/lib/validation/support";
import { Field, Honeypot, inputClass, SubmitButton } from "./field";
import { FormNotice } from "./form-notice";
import { useSubmission } from "./use-submission";

export function SupportForm() {
  const t = useTranslations("SupportForm");
  const errorText = useTranslations("FormErrors");
  const status = useTranslations("FormStatus");
  const form = useForm({
    resolver: zodResolver(supportSchema),
    shouldFocusError: false,
    defaultValues: { name: "", email: "", subject: "", message: "", nickname: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { onSubmit, notice, pending } = useSubmission(form, submitSupportRequest, {
    title: t("successTitle"),
    text: t("successText"),
  });
  const productError = errors.product?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("label")} className="relative max-w-2xl space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="support-name" label={t("name")} required error={errors.name?.message}>
          {(describedBy, invalid) => (
            <input
              id="support-name"
              autoComplete="name"
              {...register("name")}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="support-email" label={t("email")} required error={errors.email?.message}>
          {(describedBy, invalid) => (
            <input
              id="support-email"
              type="email"
              autoComplete="email"
              {...register("email")}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <fieldset aria-describedby={productError ? "support-product-error" : undefined}>
        <legend className="text-sm font-medium">
          {t("product")} <span className="text-slate-600 dark:text-slate-400">({status("required")})</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {supportProducts.map((p) => (
            <label key={p} className="flex items-center gap-2">
              <input type="radio" value={p} {...register("product")} className="size-4" />
              {t(`products.${p}`)}
            </label>
          ))}
        </div>
        {productError && (
          <p id="support-product-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
            {errorText(productError as FormErrorKey)}
          </p>
        )}
      </fieldset>
      <Field id="support-subject" label={t("subject")} required error={errors.subject?.message}>
        {(describedBy, invalid) => (
          <input
            id="support-subject"
            {...register("subject")}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
          />
        )}
      </Field>
      <Field id="support-message" label={t("message")} hint={t("messageHint")} required error={errors.message?.message}>
        {(describedBy, invalid) => (
          <textarea
            id="support-message"
            rows={7}
            {...register("message")}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
          />
        )}
      </Field>
      <Honeypot register={register("nickname")} />
      <FormNotice text={notice} />
      <SubmitButton pending={pending} />
    </form>
  );
}
