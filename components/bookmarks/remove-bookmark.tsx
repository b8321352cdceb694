"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { setBookmark } from "@/lib/actions/bookmarks";
import { useRouter } from "@/lib/i18n/navigation";

export function RemoveBookmark({ articleId, label, text }: { articleId: string; label: string; text: string }) {
  const t = useTranslations("Bookmark");
  const router = useRouter();
  const { run, pending } = useAction(setBookmark);
  const remove = () =>
    run({ articleId, bookmarked: false }, () => {
      toast.success(t("removed"));
      router.refresh();
    });
  return (
    <Button type="button" variant="secondary" small pending={pending} onClick={remove} aria-label={label}>
      {text}
    </Button>
  );
}
