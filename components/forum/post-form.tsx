"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { createPostAction } from "@/lib/actions/forum";
import { useRouter } from "@/lib/i18n/navigation";
import { forumCategories, postSchema, TITLE_MAX, type PostInput } from "@/lib/validation/forum";
import { ConfirmDialog } from "./confirm-dialog";
import { draftKey } from "./post-draft";

const empty: PostInput = { title: "", category: "" as PostInput["category"], topic: "", contents: "" };

/** New post: validate, confirm in a dialog, publish; a published post cannot be edited. */
export function PostForm({ memberId }: { memberId: string }) {
  const t = useTranslations("ForumPostForm");
  const names = useTranslations("ForumCategories");
  const router = useRouter();
  const DRAFT_KEY = draftKey(memberId);
  const [confirming, setConfirming] = useState<PostInput | null>(null);
  const { form, formProps, field, notice, pending, send, validate } = useActionForm({
    schema: postSchema,
    action: createPostAction,
    defaultValues: empty,
    onSuccess: (result) => {
      localStorage.removeItem(DRAFT_KEY);
      toast.success(t("added"), { description: result.title });
      router.push(`/forum/posts/${result.id}`);
    },
  });
  const { reset, subscribe } = form;

  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null") as Partial<PostInput> | null;
      if (saved) reset({ ...empty, ...saved });
    } catch {
      /* a damaged draft is ignored */
    }
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => localStorage.setItem(DRAFT_KEY, JSON.stringify(values)),
    });
  }, [reset, subscribe, DRAFT_KEY]);

  async function publish() {
    if (!confirming) return;
    await send(confirming);
    setConfirming(null);
  }

  return (
    <form {...formProps} onSubmit={validate(setConfirming)} className="space-y-5">
      <Field
        type="text"
        label={t("title")}
        hint={t("titleHelp", { max: TITLE_MAX })}
        maxLength={TITLE_MAX + 50}
        {...field("title")}
      />
      <Field type="select" label={t("category")} {...field("category")}>
        <option value="">{t("chooseCategory")}</option>
        {forumCategories.map((c) => (
          <option key={c} value={c}>
            {names(c)}
          </option>
        ))}
      </Field>
      <Field type="text" label={t("topic")} hint={t("topicHelp")} {...field("topic")} />
      <Field type="textarea" label={t("contents")} hint={t("markdownHelp")} rows={10} {...field("contents")} />
      <FormNotice notice={notice} />
      <Button>{t("submit")}</Button>
      <ConfirmDialog
        open={Boolean(confirming)}
        title={t("confirmTitle")}
        confirmLabel={t("confirm")}
        cancelLabel={t("cancel")}
        busy={pending}
        onConfirm={publish}
        onCancel={() => setConfirming(null)}
      >
        <p>{t("confirmText")}</p>
        <p className="font-semibold">{confirming?.title}</p>
      </ConfirmDialog>
    </form>
  );
}
