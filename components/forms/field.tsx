"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { FormErrorKey } from "@/lib/forms/fields";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700 dark:border-slate-700 dark:bg-slate-900 dark:aria-invalid:border-red-400";

type Props = {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
};

/** A label, the control, an optional hint and the error, tied together for screen readers. */
export function Field({ id, label, hint, required, error, children }: Props) {
  const t = useTranslations("FormStatus");
  const errors = useTranslations("FormErrors");
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && <span className="text-slate-600 dark:text-slate-400"> ({t("required")})</span>}
      </label>
      {children(describedBy, Boolean(error))}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {errors(error as FormErrorKey)}
        </p>
      )}
    </div>
  );
}

/** The field bots fill in: off-screen and out of the tab order, so people never see it. */
export function Honeypot({ register }: { register: object }) {
  const t = useTranslations("FormStatus");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("honeypot")}
        <input type="text" tabIndex={-1} autoComplete="off" {...register} />
      </label>
    </div>
  );
}

export function SubmitButton({ pending }: { pending: boolean }) {
  const t = useTranslations("FormStatus");
  return (
    <button
      type="submit"
      disabled={pending}
      className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100"
    >
      {pending ? t("sending") : t("submit")}
    </button>
  );
}
