"use client";

import { useState, type FormEvent } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { FormResult } from "@/lib/forms/result";

type Action = (locale: string, input: unknown) => Promise<FormResult>;

/** Focuses the first field with an error in the order the form shows them (RHF uses registration order). */
function focusFirstInvalid(form: HTMLFormElement, names: string[]) {
  const fields = Array.from(form.elements) as Array<HTMLElement & { name?: string }>;
  fields.find((el) => el.name && names.includes(el.name))?.focus();
}

/**
 * Sends a valid form to its server action and shows the outcome. Only success clears the form:
 * on any failure (server refusal, rate limit, network) what the person typed stays.
 * Use with useForm({ shouldFocusError: false }): focusing is done here.
 */
export function useSubmission<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  action: Action,
  success: { title: string; text: string },
) {
  const t = useTranslations("FormStatus");
  const locale = useLocale();
  const [notice, setNotice] = useState<string | null>(null);

  const send = async (element: HTMLFormElement) => {
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
      for (const field of fields) form.setError(field, { type: "server", message: result.fieldErrors[field] });
      setNotice(t("invalid"));
      focusFirstInvalid(element, fields);
    } else if (result.error === "rateLimited") {
      setNotice(t("rateLimited", { minutes: result.retryAfterMinutes }));
    } else {
      toast.error(t("failedTitle"), { description: t("failedText") });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    return form.handleSubmit(
      () => send(element),
      (errors) => focusFirstInvalid(element, Object.keys(errors)),
    )(event);
  };

  return { onSubmit, notice, pending: form.formState.isSubmitting };
}
