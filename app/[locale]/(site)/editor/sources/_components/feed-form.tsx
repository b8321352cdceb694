"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveFeedAction } from "@/lib/actions/aggregation";
import { useRouter } from "@/lib/i18n/navigation";
import { contentTypes } from "@/lib/validation/newsroom";
import { feedKinds, feedSchema, type FeedInput } from "@/lib/validation/aggregation";

type Option = { value: string; label: string };

export type FeedFormProps = {
  values: FeedInput;
  sources: Option[];
  /** Covidnet's blogs and YouTube channels, which a feed can fill with their latest posts or videos. */
  channels: Option[];
  /** Each type's categories, so the category list follows the chosen type. */
  categories: Record<string, Option[]>;
  typeNames: Record<string, string>;
  languages: Option[];
};

const options = (list: Option[]) =>
  list.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

/** A feed's settings. A new feed is saved paused, and its page opens. */
export function FeedForm({ values, sources, channels, categories, typeNames, languages }: FeedFormProps) {
  const t = useTranslations("Sources");
  const router = useRouter();
  const { formProps, field, form, notice, pending } = useActionForm({
    schema: feedSchema,
    action: saveFeedAction,
    defaultValues: values,
    resetOnSuccess: false,
    onSuccess: (result) => {
      toast.success(t(values.id ? "saved" : "created"));
      if (!values.id) router.push(`/editor/sources/${result.id}`);
      else router.refresh();
    },
  });
  const type = form.watch("contentType");
  const source = form.watch("source");

  return (
    <form {...formProps} className="space-y-6" aria-label={t("formLabel")}>
      <input type="hidden" {...form.register("id")} />
      <FormNotice notice={notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field type="url" label={t("url")} required autoComplete="off" className="sm:col-span-2" {...field("url")} />
        <Field type="text" label={t("name")} required autoComplete="off" {...field("name")} />
        <Field type="select" label={t("kind")} required {...field("kind")}>
          {options(feedKinds.map((value) => ({ value, label: t(`kinds.${value}`) })))}
        </Field>
        <Field type="select" label={t("source")} required={!source} {...field("source")}>
          <option value="">{t("chooseSource")}</option>
          {options(sources)}
        </Field>
        {!source && <Field type="text" label={t("newSource")} autoComplete="off" {...field("newSource")} />}
        <Field type="select" label={t("language")} {...field("language")}>
          <option value="">{t("detect")}</option>
          {options(languages)}
        </Field>
        <Field type="select" label={t("contentType")} required {...field("contentType")}>
          {options(contentTypes.map((value) => ({ value, label: typeNames[value] ?? value })))}
        </Field>
        <Field type="select" label={t("category")} {...field("category")}>
          <option value="">{t("defaultCategory")}</option>
          {options(categories[type] ?? [])}
        </Field>
        <Field type="text" label={t("tags")} hint={t("tagsHint")} autoComplete="off" {...field("tags")} />
        <Field type="select" label={t("channel")} {...field("channel")}>
          <option value="">{t("noChannel")}</option>
          {options(channels)}
        </Field>
        <Field
          type="text"
          inputMode="numeric"
          label={t("pollMinutes")}
          hint={t("pollHint")}
          required
          autoComplete="off"
          {...field("pollMinutes")}
        />
      </div>
      <fieldset className="space-y-4">
        <Field type="checkbox" label={t("trustedLabel")} {...field("trusted")} />
        <Field type="textarea" rows={3} label={t("alertRules")} hint={t("alertRulesHint")} {...field("alertRules")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            type="text"
            inputMode="numeric"
            label={t("alertsPerDay")}
            autoComplete="off"
            {...field("alertsPerDay")}
          />
          <Field type="checkbox" label={t("alertsOff")} className="self-end" {...field("alertsOff")} />
        </div>
      </fieldset>
      <Button pending={pending}>{t("save")}</Button>
    </form>
  );
}
