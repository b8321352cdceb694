"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAction } from "@/components/ui/use-action";
import { translatePostAction } from "@/lib/actions/forum";
import type { Locale } from "@/lib/i18n/routing";

type Props = { postId: string; postLocale: Locale; readerLocale: Locale; title: string; html: string };

/**
 * The post's title and body, with "Translate" into the reader's language and a way back to the
 * original. Both HTML versions come from the server's sanitizing Markdown renderer.
 */
export function TranslatablePost({ postId, postLocale, readerLocale, title, html }: Props) {
  const t = useTranslations("ForumPostPage");
  const [translated, setTranslated] = useState<{ title: string; html: string } | null>(null);
  const [showing, setShowing] = useState<"original" | "translation">("original");
  const { run, pending } = useAction(translatePostAction);
  const shown = showing === "translation" && translated ? translated : { title, html };
  const lang = showing === "translation" ? readerLocale : postLocale;

  function translate() {
    if (translated) return setShowing("translation");
    run({ postId, locale: readerLocale }, (result) => {
      setTranslated({ title: result.title, html: result.html });
      setShowing("translation");
    });
  }

  const button =
    "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800";
  return (
    <div>
      <h1 lang={lang} className="text-3xl font-bold tracking-tight">
        {shown.title}
      </h1>
      {postLocale !== readerLocale && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {showing === "original" ? (
            <button type="button" onClick={translate} disabled={pending} aria-busy={pending} className={button}>
              {pending ? t("translating") : t("translate")}
            </button>
          ) : (
            <>
              <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
                {t("translatedNotice")}
              </p>
              <button type="button" onClick={() => setShowing("original")} className={button}>
                {t("showOriginal")}
              </button>
            </>
          )}
        </div>
      )}
      <div
        lang={lang}
        className="prose-article forum-body mt-6 space-y-4 leading-relaxed"
        dangerouslySetInnerHTML={{ __html: shown.html }}
      />
    </div>
  );
}
