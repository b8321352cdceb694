"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { savePreferences } from "@/lib/actions/account";
import { mergeUser } from "@/lib/client/user-store";
import type { Preferences } from "@/lib/validation/account";

export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const t = useTranslations("AccountForm");
  const { register, handleSubmit, formState } = useForm<Preferences>({ defaultValues: preferences });
  const onSubmit = handleSubmit(async (values) => {
    const result = await savePreferences(values).catch(() => ({ ok: false as const }));
    if (!result.ok) return void toast.error(t("toasts.preferencesFailed"));
    mergeUser({ preferences: result.user.preferences });
    toast.success(t("toasts.preferencesSaved"));
  });
  return (
    <form onSubmit={onSubmit} className="mt-6 grid gap-4">
      {(["emailOnReply", "newsletter"] as const).map((name) => (
        <label key={name} className="flex items-center gap-3">
          <input type="checkbox" className="size-5" {...register(name)} />
          <span>{t(name)}</span>
        </label>
      ))}
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="justify-self-start rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 dark:bg-brand-300 dark:text-slate-950"
      >
        {formState.isSubmitting ? t("saving") : t("savePreferences")}
      </button>
    </form>
  );
}
