import { getTranslations } from "next-intl/server";

/** The site's standing statements: educational only, and accounts coming for some areas. */
export async function Notice() {
  const t = await getTranslations("Notice");
  return (
    <div
      role="note"
      className="border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm">
        <span className="font-semibold">{t("educational")}</span> {t("account")}
      </p>
    </div>
  );
}
