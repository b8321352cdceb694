"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { useActionForm } from "@/components/ui/use-action-form";
import { addCommentAction } from "@/lib/actions/forum";
import { useRouter } from "@/lib/i18n/navigation";
import { commentSchema } from "@/lib/validation/forum";

/** Adds a comment, then shows the page of comments it landed on. */
export function CommentForm({ postId }: { postId: string }) {
  const t = useTranslations("Comments");
  const router = useRouter();
  const { form, formProps, field, notice, pending } = useActionForm({
    schema: commentSchema,
    action: addCommentAction,
    defaultValues: { postId, text: "" },
    success: { title: t("added") },
    onSuccess: (result) => {
      router.push(`/forum/posts/${postId}?page=${result.page}#comment-${result.id}`, { scroll: false });
      router.refresh();
    },
  });

  return (
    <form {...formProps} className="space-y-3">
      <input type="hidden" {...form.register("postId")} />
      <Field type="textarea" label={t("yourComment")} hint={t("markdownHelp")} rows={4} {...field("text")} />
      <FormNotice notice={notice} />
      <Button pending={pending}>{t("submit")}</Button>
    </form>
  );
}
