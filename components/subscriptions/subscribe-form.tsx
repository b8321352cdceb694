"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Honeypot } from "@/components/forms/honeypot";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import { requestManageLink, subscribeAsMember, subscribeByEmail } from "@/lib/actions/subscriptions";
import {
  manageLinkSchema,
  memberSubscribeSchema,
  subscribeSchema,
  subscriptionRhythms,
} from "@/lib/validation/subscribe";

type Option = { value: string; label: string };

/** The newsletter's topic value: it goes out weekly (its name says so), so it offers no rhythm. */
const NEWSLETTER = "newsletter";

/** "How often", offered for every topic but the newsletter. */
function RhythmField(props: UseFormRegisterReturn & { error?: string }) {
  const t = useTranslations("Subscriptions");
  return (
    <Field
      type="radio"
      label={t("rhythm")}
      hint={t("rhythmHint")}
      required
      options={subscriptionRhythms.map((value) => ({ value, label: t(`rhythms.${value}`) }))}
      {...props}
    />
  );
}

/** The public subscribe form: an address, a topic and a rhythm; the mail that follows confirms it. */
export function SubscribeForm({ topics, topic }: { topics: Option[]; topic?: string }) {
  const t = useTranslations("Subscriptions");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formProps, field, form, notice, pending } = useActionForm({
    schema: subscribeSchema,
    action: subscribeByEmail,
    defaultValues: { email: "", topic: topic ?? "", rhythm: "AT_ONCE", nickname: "" },
    success: { title: t("sentTitle"), description: t("sentText") },
    onSuccess: (_, values) => setSentTo(values.email),
  });

  return (
    <form {...formProps} aria-label={t("formLabel")} className="relative max-w-2xl space-y-5">
      <Field type="select" label={t("topic")} required {...field("topic")}>
        <option value="" disabled>
          {t("topicPlaceholder")}
        </option>
        {topics.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Field>
      {form.watch("topic") !== NEWSLETTER && <RhythmField {...field("rhythm")} />}
      <Field type="email" label={t("email")} required autoComplete="email" {...field("email")} />
      <Honeypot register={form.register("nickname")} />
      <FormNotice notice={notice} />
      {sentTo && (
        <p role="status" className="rounded-md border border-brand-300 bg-brand-50 p-3 dark:bg-slate-900">
          {t("sentStatus", { email: sentTo })}
        </p>
      )}
      <Button pending={pending}>{t("submit")}</Button>
    </form>
  );
}

/** The account page's form: the member's own address, confirmed at once when it is verified. */
export function MemberSubscribeForm({ topics }: { topics: Option[] }) {
  const t = useTranslations("Subscriptions");
  const { formProps, field, form, notice, pending } = useActionForm({
    schema: memberSubscribeSchema,
    action: subscribeAsMember,
    defaultValues: { topic: "", rhythm: "AT_ONCE" },
    success: { title: t("memberAddedTitle") },
    onSuccess: () => window.location.reload(),
  });
  return (
    <form {...formProps} aria-label={t("memberFormLabel")} className="mt-4 grid max-w-xl gap-4">
      <Field type="select" label={t("topic")} required {...field("topic")}>
        <option value="" disabled>
          {t("topicPlaceholder")}
        </option>
        {topics.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Field>
      {form.watch("topic") !== NEWSLETTER && <RhythmField {...field("rhythm")} />}
      <FormNotice notice={notice} />
      <Button pending={pending} className="justify-self-start">
        {t("submit")}
      </Button>
    </form>
  );
}

/** "Send me a link to manage my subscriptions": how an address's owner changes or erases them all. */
export function ManageLinkForm() {
  const t = useTranslations("Subscriptions");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formProps, field, form, notice, pending } = useActionForm({
    schema: manageLinkSchema,
    action: requestManageLink,
    defaultValues: { email: "", nickname: "" },
    onSuccess: (_, values) => setSentTo(values.email),
  });
  return (
    <form {...formProps} aria-label={t("manageLinkLabel")} className="relative mt-4 max-w-2xl space-y-4">
      <Field type="email" label={t("email")} required autoComplete="email" {...field("email")} />
      <Honeypot register={form.register("nickname")} />
      <FormNotice notice={notice} />
      {sentTo && (
        <p role="status" className="rounded-md border border-brand-300 bg-brand-50 p-3 dark:bg-slate-900">
          {t("manageLinkSent", { email: sentTo })}
        </p>
      )}
      <Button pending={pending}>{t("manageLinkSubmit")}</Button>
    </form>
  );
}
