"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveItemAction } from "@/lib/actions/newsroom";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { CoverUpload } from "./cover-upload";
import { accessLevels, alertLevels, contentTypes, itemSchema, type ItemInput } from "@/lib/validation/newsroom";

type Option = { value: string; label: string };

export type ItemFormProps = {
  /** What the form starts with: an existing item's fields as typed values, or a new item's defaults. */
  values: ItemInput;
  typeNames: Record<string, string>;
  /** Each type's categories (slug and name), so the category list follows the chosen type. */
  categories: Record<string, Option[]>;
  sources: Option[];
  languages: Option[];
  levelNames: Record<string, string>;
};

const contactTypes = new Set(["DIRECTORY", "EVENT"]);

/**
 * An item's fields: type, category, address, tags, access, level, source, dates and the
 * fields of its type. Saving a new item opens its page, where each language's text is written.
 * A save refused because someone else saved first keeps everything typed and says so.
 */
export function ItemForm({ values, typeNames, categories, sources, languages, levelNames }: ItemFormProps) {
  const t = useTranslations("Editor");
  const router = useRouter();
  const [conflict, setConflict] = useState<string | null>(null);
  const { formProps, field, form, notice, pending } = useActionForm({
    schema: itemSchema,
    action: saveItemAction,
    defaultValues: values,
    resetOnSuccess: false,
    onSuccess: (result) => {
      if (result.conflict) {
        // Nothing was written. Saving again now replaces the other editor's version, knowingly.
        setConflict(result.conflict.updatedAt);
        form.setValue("version", result.conflict.version);
        return;
      }
      setConflict(null);
      toast.success(t("itemSaved"));
      form.setValue("version", result.version);
      if (!values.id) router.push(`/editor/${result.id}`);
      else router.refresh();
    },
  });
  const type = form.watch("type");
  const imageUrl = form.watch("imageUrl");
  const imageAlt = form.watch("imageAlt");
  const options = (list: Option[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));

  return (
    <form {...formProps} className="space-y-6" aria-label={t(values.id ? "itemFormLabel" : "newItemLabel")}>
      <input type="hidden" {...form.register("id")} />
      <input type="hidden" {...form.register("version")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field type="select" label={t("type")} required {...field("type")}>
          {options(contentTypes.map((value) => ({ value, label: typeNames[value] ?? value })))}
        </Field>
        <Field type="select" label={t("category")} required {...field("category")}>
          <option value="">{t("choose")}</option>
          {options(categories[type] ?? [])}
        </Field>
        <Field type="text" label={t("slug")} hint={t("slugHint")} required autoComplete="off" {...field("slug")} />
        <Field type="text" label={t("tags")} hint={t("tagsHint")} autoComplete="off" {...field("tags")} />
        <Field type="select" label={t("originalLocale")} required {...field("originalLocale")}>
          {options(languages)}
        </Field>
        <Field type="select" label={t("accessLevel")} required {...field("accessLevel")}>
          {options(accessLevels.map((value) => ({ value, label: t(`access.${value}`) })))}
        </Field>
        {type === "PUBLIC_HEALTH" && (
          <Field type="select" label={t("alertLevel")} {...field("alertLevel")}>
            <option value="">{t("noLevel")}</option>
            {options(alertLevels.map((value) => ({ value, label: levelNames[value] ?? value })))}
          </Field>
        )}
        <Field type="select" label={t("source")} {...field("source")}>
          <option value="">{t("noSource")}</option>
          {options(sources)}
        </Field>
        <Field type="url" label={t("externalUrl")} autoComplete="off" {...field("externalUrl")} />
        <Field type="checkbox" label={t("featured")} {...field("featured")} />
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-lg font-semibold">{t("cover")}</legend>
        <Field
          type="text"
          label={t("imageAlt")}
          required={Boolean(imageUrl)}
          autoComplete="off"
          {...field("imageAlt")}
        />
        <Field type="text" label={t("imageUrl")} hint={t("imageUrlHint")} autoComplete="off" {...field("imageUrl")} />
        <CoverUpload
          alt={imageAlt}
          url={imageUrl}
          onUploaded={(url) => {
            form.clearErrors("imageAlt");
            form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true });
          }}
          onAltError={(key) => {
            form.setError("imageAlt", { type: "server", message: key });
            form.setFocus("imageAlt");
          }}
        />
      </fieldset>

      {type === "EVENT" && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="text-lg font-semibold">{t("eventSection")}</legend>
          <Field type="datetime-local" label={t("startsAt")} {...field("startsAt")} />
          <Field type="datetime-local" label={t("endsAt")} {...field("endsAt")} />
          <Field type="url" label={t("eventUrl")} autoComplete="off" {...field("eventUrl")} />
          <Field type="select" label={t("isEventFree")} {...field("isEventFree")}>
            <option value="">{t("notSaid")}</option>
            <option value="yes">{t("yes")}</option>
            <option value="no">{t("no")}</option>
          </Field>
          <Field type="select" label={t("onlineOnly")} {...field("onlineOnly")}>
            <option value="">{t("notSaid")}</option>
            <option value="yes">{t("yes")}</option>
            <option value="no">{t("no")}</option>
          </Field>
        </fieldset>
      )}

      {contactTypes.has(type) && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="text-lg font-semibold">{t("contactSection")}</legend>
          <Field type="tel" label={t("phone")} autoComplete="off" {...field("phone")} />
          <Field type="email" label={t("email")} autoComplete="off" {...field("email")} />
          <Field type="url" label={t("website")} autoComplete="off" {...field("website")} />
          <Field type="text" label={t("address")} autoComplete="off" {...field("address")} />
          <Field type="text" label={t("city")} autoComplete="off" {...field("city")} />
          <Field type="text" label={t("region")} autoComplete="off" {...field("region")} />
          <Field type="text" label={t("country")} hint={t("countryHint")} autoComplete="off" {...field("country")} />
        </fieldset>
      )}

      {type === "VIDEO" && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="text-lg font-semibold">{t("videoSection")}</legend>
          <Field type="select" label={t("videoProvider")} {...field("videoProvider")}>
            <option value="">{t("noVideo")}</option>
            <option value="youtube">YouTube</option>
            <option value="site">{t("siteVideo")}</option>
          </Field>
          <Field type="text" label={t("videoId")} autoComplete="off" {...field("videoId")} />
        </fieldset>
      )}

      {type === "PRODUCT" && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="text-lg font-semibold">{t("productSection")}</legend>
          <Field type="text" label={t("brand")} autoComplete="off" {...field("brand")} />
          <Field type="url" label={t("manufacturerUrl")} autoComplete="off" {...field("manufacturerUrl")} />
        </fieldset>
      )}

      {conflict && (
        <div role="alert" className="rounded-md border border-amber-700 bg-amber-50 p-3 dark:bg-slate-900">
          <p className="font-semibold">{t("itemConflictTitle")}</p>
          <p className="mt-1 text-sm">{t("itemConflictText")}</p>
          {values.id && (
            <Link
              href={`/editor/${values.id}`}
              target="_blank"
              className="mt-1 inline-block text-sm text-brand-700 dark:text-brand-300"
            >
              {t("openCurrent")}
            </Link>
          )}
        </div>
      )}
      <FormNotice notice={notice} />
      <Button pending={pending}>{t(values.id ? "saveItem" : "createItem")}</Button>
    </form>
  );
}
