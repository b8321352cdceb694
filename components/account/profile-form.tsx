"use client";

import { useTranslations } from "next-intl";
import { useTheme } from "@/components/layout/theme-provider";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import type { UserRecord } from "@/lib/accounts/users";
import { saveProfile } from "@/lib/actions/account";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { localeNames, routing } from "@/lib/i18n/routing";
import { profileSchema, profileWithUsernameSchema } from "@/lib/validation/account";

/** The Profile tab. `requireUsername` when the member was sent here to choose one before posting. */
export function ProfileForm({
  user,
  returnTo,
  requireUsername = false,
}: {
  user: UserRecord;
  returnTo?: string;
  requireUsername?: boolean;
}) {
  const t = useTranslations("AccountForm");
  const router = useRouter();
  const pathname = usePathname();
  const { setTheme } = useTheme();
  const { profile } = user;
  const { formProps, field, notice, pending } = useActionForm({
    // Sent here to choose a username, the member is told at once that one is needed.
    schema: requireUsername ? profileWithUsernameSchema : profileSchema,
    action: saveProfile,
    // What the member sees and may clear: an empty field is "" here, never null.
    defaultValues: {
      name: profile.name ?? "",
      username: user.username ?? "",
      bio: profile.bio ?? "",
      website: profile.website ?? "",
      language: profile.language,
      theme: profile.theme,
    },
    resetOnSuccess: false,
    success: { title: t("toasts.profileSaved") },
    onSuccess: ({ user: saved }) => {
      setTheme(saved.profile.theme);
      if (returnTo) window.location.assign(returnTo);
      else if (saved.profile.language !== profile.language)
        router.replace(pathname, { locale: saved.profile.language });
      // The header's name and avatar are rendered on the server: this renders them again.
      else router.refresh();
    },
  });

  return (
    <form {...formProps} className="mt-6 grid gap-4">
      <Field type="email" label={t("email")} value={user.email} readOnly disabled />
      <Field type="text" label={t("name")} autoComplete="name" {...field("name")} />
      <Field
        type="text"
        label={t("username")}
        autoComplete="username"
        hint={t("usernameHint")}
        {...field("username")}
      />
      <Field type="textarea" label={t("bio")} rows={4} {...field("bio")} />
      <Field
        type="url"
        label={t("website")}
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        {...field("website")}
      />
      <Field type="select" label={t("language")} {...field("language")}>
        {routing.locales.map((l) => (
          <option key={l} value={l}>
            {localeNames[l]}
          </option>
        ))}
      </Field>
      <Field type="select" label={t("theme")} {...field("theme")}>
        <option value="system">{t("themeSystem")}</option>
        <option value="light">{t("themeLight")}</option>
        <option value="dark">{t("themeDark")}</option>
      </Field>
      <FormNotice notice={notice} />
      <Button pending={pending} className="justify-self-start">
        {t("save")}
      </Button>
    </form>
  );
}
