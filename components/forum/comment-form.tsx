"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { addCommentAction } from "@/lib/actions/forum";
import { useRouter } from "@/lib/i18n/navigation";
import { commentSchema, type CommentInput } from "@/lib/validation/forum";
import { FieldError, inputClass, labelClass } from "./field";
import { useActionError } from "./use-action-error";

/** Adds a comment, then shows the page of comments it landed on. */
export function CommentForm({ postId }: { postId: string }) {
  const t = useTranslations("Comments");
  const router = useRouter();
  const onFailure = useActionError();
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CommentInput>({
    resolver: zodResolver(commentSchema),
    defaultValues: { postId, text: "" },
  });

  const submit = handleSubmit((values) =>
    startTransition(async () => {
      const result = await addCommentAction(values);
      if (!result.ok) {
        if (result.fieldErrors?.text) setError("text", { message: result.fieldErrors.text });
        return onFailure(result, "publishCommentFailed");
      }
      reset({ postId, text: "" });
      toast.success(t("added"));
      router.push(`/forum/posts/${postId}?page=${result.page}#comment-${result.id}`, { scroll: false });
      router.refresh();
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <input type="hidden" {...register("postId")} />
      <label htmlFor="comment-text" className={labelClass}>
        {t("yourComment")}
      </label>
      <textarea
        id="comment-text"
        rows={4}
        {...register("text")}
        aria-invalid={Boolean(errors.text)}
        aria-describedby="comment-help comment-error"
        className={inputClass}
      />
      <p id="comment-help" className="text-sm text-slate-600 dark:text-slate-400">
        {t("markdownHelp")}
      </p>
      <FieldError id="comment-error" message={errors.text?.message} />
      <button
        type="submit"
        disabled={pending}
        aria-busy={pending}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {t("submit")}
      </button>
    </form>
  );
}
