"use client";

import { useTranslations } from "next-intl";

export const labelClass = "block font-medium";
export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900";

/** A field's validation message; `message` is a key of the "CommunityValidation" namespace. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const t = useTranslations("CommunityValidation");
  return (
    <p id={id} role={message ? "alert" : undefined} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message ? (t.has(message as never) ? t(message as never) : t("invalid")) : null}
    </p>
  );
}
