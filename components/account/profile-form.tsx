"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import type { UserRecord } from "@/lib/accounts/users";
import { saveProfile } from "@/lib/actions/account";
import { mergeUser } from "@/lib/client/user-store";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { localeNames, routing } from "@/lib/i18n/routing";
import { profileSchema, type Profile, type ProfileInput } from "@/lib/validation/account";
import { Field } from "./field";

type ErrorKey = "nameTooShort";

export function ProfileForm({ user, returnTo }: { user: UserRecord; returnTo?: string }) {
  const t = useTranslations("AccountForm");
  const router = useRouter();
  const pathname = usePathname();
  const { setTheme } = useTheme();
  const { profile } = user;
  const { register, handleSubmit, setError, formState } = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      name: profile.name ?? "",
      username: user.username ?? "",
      bio: profile.bio ?? "",
      website: profile.website ?? "",
      language: profile.language,
      theme: profile.theme,
    },
  });
  const error = (name: keyof ProfileInput) => {
    const key = formState.errors[name]?.message;
    return typeof key === "string" ? t(`errors.${key as ErrorKey}`) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await saveProfile(values).catch(() => ({ ok: false as const, error: "failed" as const }));
    if (!result.ok) {
      if (result.error === "invalid" && "fieldErrors" in result) {
        for (const [name, key] of Object.entries(result.fieldErrors ?? {}))
          setError(name as keyof ProfileInput, { message: key }, { shouldFocus: true });
      }
      if (result.error !== "invalid") toast.error(t("toasts.profileFailed"));
      return;
    }
    mergeUser(result.user);
    setTheme(result.user.profile.theme);
    toast.success(t("toasts.profileSaved"));
    if (returnTo) window.location.assign(returnTo);
    else if (result.user.profile.language !== profile.language)
      router.replace(pathname, { locale: result.user.profile.language });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
      <TextField label={t("email")} value={user.email} readOnly disabled />
      <TextField label={t("name")} autoComplete="name" error={error("name")} {...register("name")} />
      <TextField
        label={t("username")}
        autoComplete="username"
        hint={t("usernameHint")}
        error={error("username")}
        {...register("username")}
      />
      <Field label={t("bio")} error={error("bio")}>
        <textarea rows={4} {...register("bio")} />
      </Field>
      <TextField
        label={t("website")}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        error={error("website")}
        {...register("website")}
      />
      <Field label={t("language")} error={error("language")}>
        <select {...register("language")}>
          {routing.locales.map((l) => (
            <option key={l} value={l}>
              {localeNames[l]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("theme")} error={error("theme")}>
        <select {...register("theme")}>
          <option value="system">{t("themeSystem")}</option>
          <option value="light">{t("themeLight")}</option>
          <option value="dark">{t("themeDark")}</option>
        </select>
      </Field>
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="justify-self-start rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 dark:bg-brand-300 dark:text-slate-950"
      >
        {formState.isSubmitting ? t("saving") : t("save")}
      </button>
    </form>
  );
}
