"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMessages, useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/result";
import type { ValidationKey } from "@/lib/validation/messages";
import { callAction, useFailure, type Notice } from "./use-action";

type Options<In extends FieldValues, Out, T extends object> = {
  /** The schema the server action parses: the browser checks the same rules first. */
  schema: z.ZodType<Out, In>;
  action: (input: In) => Promise<ActionResult<T>>;
  defaultValues: DefaultValues<In>;
  /** The spec's success toast. */
  success?: Notice;
  onSuccess?: (result: { ok: true } & T, values: In) => void;
  /** After a success the form goes back to its default values, unless this is false. */
  resetOnSuccess?: boolean;
};

/** Focuses the first of `names` in the order the form shows them (not the order they were registered). */
function focusFirst(form: HTMLFormElement | null, names: string[]) {
  const fields = Array.from(form?.elements ?? []) as Array<HTMLElement & { name?: string }>;
  fields.find((el) => el.name && names.includes(el.name))?.focus();
}

// A form refused with "sign in" or "choose a username" sends the reader away and back to this page:
// what they typed waits in this tab's sessionStorage and is put back when the form loads again.
// Passwords are never kept.
const keptKey = (fields: string[]) =>
  `kept-form:${window.location.pathname}${window.location.search}:${[...fields].sort().join(",")}`;

function keep(values: FieldValues) {
  const typed = Object.entries(values).filter(([name, value]) => !/password/i.test(name) && value !== undefined);
  try {
    sessionStorage.setItem(keptKey(Object.keys(values)), JSON.stringify(Object.fromEntries(typed)));
  } catch {
    /* storage unavailable (private mode, full): nothing is kept */
  }
}

function takeKept(fields: string[]): FieldValues | null {
  try {
    const key = keptKey(fields);
    const kept = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return kept ? (JSON.parse(kept) as FieldValues) : null;
  } catch {
    return null;
  }
}

/**
 * The one form hook: react-hook-form with the action's own zod schema, the action, focus on the
 * first error, and the spec's toasts. The browser sends what was typed (the schema's input: the
 * resolver runs in "raw" mode); only the server's parse transforms it (empty -> null and the like).
 * Only a success clears the form: after any failure everything typed is still there.
 */
export function useActionForm<In extends FieldValues, Out, T extends object>(options: Options<In, Out, T>) {
  const { schema, action, defaultValues, success, onSuccess, resetOnSuccess = true } = options;
  const form = useForm<In>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues,
    shouldFocusError: false,
  });
  // The form element, for focusing fields in the order it shows them.
  const [element, setElement] = useState<HTMLFormElement | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sending, setSending] = useState(false);
  const onFailure = useFailure();
  const v = useTranslations("Validation");
  const messages = useMessages();
  const isKey = (key: string): key is ValidationKey => Object.hasOwn(messages.Validation ?? {}, key);

  // Back from signing in or choosing a username: what was typed before is put back.
  useEffect(() => {
    const kept = takeKept(Object.keys(defaultValues));
    if (kept) form.reset({ ...defaultValues, ...kept } as In, { keepDefaultValues: true });
    // Once, when the form loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Sends `values` (what was typed) to the action and shows the outcome. */
  const send = async (values: In) => {
    setNotice(null);
    setSending(true);
    const result = await callAction(action, values);
    setSending(false);
    if (result.ok) {
      if (success) toast.success(success.title, { description: success.description });
      if (resetOnSuccess) form.reset(defaultValues);
      onSuccess?.(result, values);
      return;
    }
    if (result.error === "signIn" || result.error === "needUsername") keep(values);
    const known = Object.keys(result.fieldErrors ?? {}).filter((name) => name in values);
    for (const name of known) form.setError(name as Path<In>, { type: "server", message: result.fieldErrors?.[name] });
    focusFirst(element, known);
    setNotice(onFailure(result, { quiet: result.error === "invalid" && known.length > 0 }));
  };

  /** A submit handler that checks the fields, then gives the typed values to `onValid`. */
  const validate = (onValid: (values: In) => unknown) => (event?: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      (values) => onValid(values),
      (errors) => focusFirst(element, Object.keys(errors)),
    )(event);

  /** The translated error of a field: an unknown key falls back to the generic message. */
  const errorOf = (name: Path<In>) => {
    const key = form.getFieldState(name, form.formState).error?.message;
    return key === undefined ? undefined : isKey(key) ? v(key) : v("invalid");
  };

  return {
    form,
    formProps: { ref: setElement, noValidate: true, onSubmit: validate(send) },
    /** Spread on a <Field>: the registered control and its translated error. */
    field: (name: Path<In>) => ({ ...form.register(name), error: errorOf(name) }),
    errorOf,
    notice,
    pending: sending,
    send,
    validate,
  };
}
