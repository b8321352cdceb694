"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { setBookmark } from "@/lib/actions/bookmarks";
import { useRouter } from "@/lib/i18n/navigation";

export function RemoveBookmark({ articleId, label, text }: { articleId: string; label: string; text: string }) {
  const t = useTranslations("Bookmark");
  const router = useRouter();
  const [pending, start] = useTransition();
  const remove = () =>
    start(async () => {
      const result = await setBookmark({ articleId, bookmarked: false }).catch(() => ({ ok: false as const }));
      if (!result.ok) return void toast.error(t("failed"));
      toast.success(t("removed"));
      router.refresh();
    });
  return (
    <button
      type="button"
      onClick={remove}
      disabled={pending}
      aria-label={label}
      className="rounded-md border border-slate-300 px-3 py-1 font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      {text}
    </button>
  );
}
