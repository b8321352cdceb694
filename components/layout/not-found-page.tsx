import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

// The localized 404 inside its group's layout. Each group's not-found.tsx under app/[locale] is this page,
// so a forum or chat page that is not found looks like any other (not like the bare app/not-found.tsx).
export default async function NotFound() {
  const t = await getTranslations("NotFoundPage");
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <title>{t("title")}</title>
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="mt-2 text-3xl font-bold">{t("title")}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{t("description")}</p>
      <Link href="/" className="mt-8 inline-block font-semibold text-brand-700 dark:text-brand-300">
        {t("backHome")}
      </Link>
    </div>
  );
}
