"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { createPostAction } from "@/lib/actions/forum";
import { useRouter } from "@/lib/i18n/navigation";
import { forumCategories, postSchema, TITLE_MAX, type PostInput } from "@/lib/validation/forum";
import { ConfirmDialog } from "./confirm-dialog";
import { FieldError, inputClass, labelClass } from "./field";
import { useActionError } from "./use-action-error";

// The draft lives in this browser only, so an accidental reload or a sign-in detour loses nothing.
const DRAFT_KEY = "forum:new-post-draft";
const empty: PostInput = { title: "", category: "" as PostInput["category"], topic: "", contents: "" };

/** New post: validate, confirm in a dialog, publish; a published post cannot be edited. */
export function PostForm() {
  const t = useTranslations("ForumPostForm");
  const names = useTranslations("ForumCategories");
  const router = useRouter();
  const onFailure = useActionError();
  const [confirming, setConfirming] = useState<PostInput | null>(null);
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    setError,
    formState: { errors },
  } = useForm<PostInput>({
    resolver: zodResolver(postSchema),
    defaultValues: empty,
  });

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
  }, [reset, subscribe]);

  function publish() {
    if (!confirming) return;
    startTransition(async () => {
      const result = await createPostAction(confirming);
      setConfirming(null);
      if (result.ok) {
        localStorage.removeItem(DRAFT_KEY);
        reset(empty);
        toast.success(t("added"), { description: result.title });
        router.push(`/forum/posts/${result.id}`);
        return;
      }
      for (const [field, message] of Object.entries(result.fieldErrors ?? {}))
        setError(field as keyof PostInput, { message });
      onFailure(result, "publishPostFailed");
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit((values) => setConfirming(values))} className="space-y-5">
      <div>
        <label htmlFor="post-title" className={labelClass}>
          {t("title")}
        </label>
        <input
          id="post-title"
          {...register("title")}
          maxLength={TITLE_MAX + 50}
          aria-invalid={Boolean(errors.title)}
          aria-describedby="post-title-help post-title-error"
          className={inputClass}
        />
        <p id="post-title-help" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t("titleHelp", { max: TITLE_MAX })}
        </p>
        <FieldError id="post-title-error" message={errors.title?.message} />
      </div>
      <div>
        <label htmlFor="post-category" className={labelClass}>
          {t("category")}
        </label>
        <select
          id="post-category"
          {...register("category")}
          aria-invalid={Boolean(errors.category)}
          aria-describedby="post-category-error"
          className={inputClass}
        >
          <option value="">{t("chooseCategory")}</option>
          {forumCategories.map((c) => (
            <option key={c} value={c}>
              {names(c)}
            </option>
          ))}
        </select>
        <FieldError id="post-category-error" message={errors.category?.message} />
      </div>
      <div>
        <label htmlFor="post-topic" className={labelClass}>
          {t("topic")}
        </label>
        <input
          id="post-topic"
          {...register("topic")}
          aria-invalid={Boolean(errors.topic)}
          aria-describedby="post-topic-help post-topic-error"
          className={inputClass}
        />
        <p id="post-topic-help" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t("topicHelp")}
        </p>
        <FieldError id="post-topic-error" message={errors.topic?.message} />
      </div>
      <div>
        <label htmlFor="post-contents" className={labelClass}>
          {t("contents")}
        </label>
        <textarea
          id="post-contents"
          rows={10}
          {...register("contents")}
          aria-invalid={Boolean(errors.contents)}
          aria-describedby="post-contents-help post-contents-error"
          className={inputClass}
        />
        <p id="post-contents-help" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t("markdownHelp")}
        </p>
        <FieldError id="post-contents-error" message={errors.contents?.message} />
      </div>
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {t("submit")}
      </button>
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
