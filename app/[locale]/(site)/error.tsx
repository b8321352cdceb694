"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Link } from "@/lib/i18n/navigation";

// Any error below the site layout: a localized 500 inside the site's header and footer.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("ErrorPage");
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <title>{t("title")}</title>
      <p className="text-sm font-semibold text-red-700 dark:text-red-400">500</p>
      <h1 className="mt-2 text-3xl font-bold">{t("title")}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{t("description")}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t("retry")}
        </button>
        <Link href="/" className="px-4 py-2 font-semibold text-brand-700 dark:text-brand-300">
          {t("backHome")}
        </Link>
      </div>
    </div>
  );
}
