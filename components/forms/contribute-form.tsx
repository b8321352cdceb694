"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { submitContribution } from "@/lib/actions/contribute";
import { contributeSchema, contributionCategories } from "@/lib/validation/contribute";
import { Field, Honeypot, inputClass, SubmitButton } from "./field";
import { FormNotice } from "./form-notice";
import { useSubmission } from "./use-submission";

export function ContributeForm() {
  const t = useTranslations("ContributeForm");
  const form = useForm({
    resolver: zodResolver(contributeSchema),
    shouldFocusError: false,
    defaultValues: { description: "", email: "", from_name: "", link: "", nickname: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { onSubmit, notice, pending } = useSubmission(form, submitContribution, {
    title: t("successTitle"),
    text: t("successText"),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("label")} className="relative max-w-2xl space-y-5">
      <Field id="contribute-category" label={t("category")} required error={errors.category?.message}>
        {(describedBy, invalid) => (
          <select
            id="contribute-category"
            {...register("category")}
            defaultValue=""
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
          >
            <option value="" disabled>
              {t("categoryPlaceholder")}
            </option>
            {contributionCategories.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="contribute-description"
        label={t("description")}
        hint={t("descriptionHint")}
        required
        error={errors.description?.message}
      >
        {(describedBy, invalid) => (
          <textarea
            id="contribute-description"
            rows={6}
            {...register("description")}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
          />
        )}
      </Field>
      <Field id="contribute-link" label={t("link")} hint={t("linkHint")} error={errors.link?.message}>
        {(describedBy, invalid) => (
          <input
            id="contribute-link"
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register("link")}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contribute-name" label={t("fromName")} required error={errors.from_name?.message}>
          {(describedBy, invalid) => (
            <input
              id="contribute-name"
              autoComplete="name"
              {...register("from_name")}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="contribute-email" label={t("email")} required error={errors.email?.message}>
          {(describedBy, invalid) => (
            <input
              id="contribute-email"
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
      <Honeypot register={register("nickname")} />
      <FormNotice text={notice} />
      <SubmitButton pending={pending} />
    </form>
  );
}
