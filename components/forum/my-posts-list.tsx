"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { deletePostsAction } from "@/lib/actions/forum";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { ConfirmDialog } from "./confirm-dialog";
import { useRegionFormatter } from "@/components/ui/use-region-formatter";

export type MyPost = { id: string; title: string; category: string; date: string; comments: string; hidden: boolean };

/** The member's posts with checkboxes; the selected ones are deleted for good after a confirmation. */
export function MyPostsList({ posts }: { posts: MyPost[] }) {
  const t = useTranslations("MyPosts");
  const format = useRegionFormatter();
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const { run, pending } = useAction(deletePostsAction);
  const all = posts.length > 0 && selected.size === posts.length;

  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const remove = () =>
    run(
      { ids: [...selected] },
      (result) => {
        setSelected(new Set());
        toast.success(t("deleted"), {
          description: t("deletedCount", { count: result.count, n: format.number(result.count) }),
        });
        router.refresh();
      },
      () => setConfirming(false),
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={all}
            onChange={() => setSelected(all ? new Set() : new Set(posts.map((p) => p.id)))}
            className="size-4"
          />
          {t("selectAll")}
        </label>
        <button
          type="button"
          disabled={selected.size === 0}
          onClick={() => setConfirming(true)}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50"
        >
          {t("deleteSelected", { count: format.number(selected.size) })}
        </button>
      </div>
      <ul className="space-y-3">
        {posts.map((p) => (
          <li key={p.id} className="panel flex items-start gap-3">
            <input
              id={`select-${p.id}`}
              type="checkbox"
              checked={selected.has(p.id)}
              onChange={() => toggle(p.id)}
              className="mt-1.5 size-4"
              aria-label={t("select", { title: p.title })}
            />
            <div>
              <Link href={`/forum/posts/${p.id}`} className="text-lg font-semibold text-brand-700 dark:text-brand-300">
                {p.title}
              </Link>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {p.category} · {p.date} · {p.comments}
                {p.hidden && (
                  <span className="ml-2 font-semibold text-amber-800 dark:text-amber-300">{t("hidden")}</span>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        danger
        title={t("confirmTitle", { count: format.number(selected.size) })}
        confirmLabel={t("confirm")}
        cancelLabel={t("cancel")}
        busy={pending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p>{t("confirmText")}</p>
      </ConfirmDialog>
    </div>
  );
}
