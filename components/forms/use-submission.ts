"use client";

import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import type { FormResult } from "@/lib/forms/result";

type Action = (locale: string, input: unknown) => Promise<FormResult>;

/**
 * Sends a valid form to its server action and shows the outcome. Only success clears the form:
 * on any failure (server refusal, rate limit, network) what the person typed stays.
 */
export function useSubmission<In extends FieldValues, Out>(form: UseFormReturn<In, unknown, Out>, action: Action, success: { title: string; text: string }) {
  const t = useTranslations("FormStatus");
  const locale = useLocale();
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async () => {
    setNotice(null);
    let result: FormResult;
    try {
      // The raw input, not the resolver's output: the server parses it with the same schema.
      result = await action(locale, form.getValues());
    } catch {
      result = { ok: false, error: "failed" };
    }
    if (result.ok) {
      toast.success(success.title, { description: success.text });
      form.reset();
    } else if (result.error === "invalid") {
      const fields = Object.keys(result.fieldErrors) as Array<Path<In>>;
      for (const field of fields) form.setError(field, { type: "server", message: result.fieldErrors[field] }, { shouldFocus: field === fields[0] });
      setNotice(t("invalid"));
    } else if (result.error === "rateLimited") {
      setNotice(t("rateLimited", { minutes: result.retryAfterMinutes }));
    } else {
      toast.error(t("failedTitle"), { description: t("failedText") });
    }
  });

  return { onSubmit, notice, pending: form.formState.isSubmitting };
}
