import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

/** What a visitor sees in place of members-only text: the needs-login message and the two ways in. */
export async function LockedCard({ level, callbackUrl }: { level: "LIMITED" | "PREMIUM"; callbackUrl: string }) {
  const t = await getTranslations("ArticlePage");
  const query = { callbackUrl };
  return (
    <section
      aria-labelledby="locked-title"
      className="locked-content mt-6 rounded-lg border border-amber-300 bg-amber-50 p-6 dark:border-amber-800 dark:bg-amber-950"
    >
      <h2 id="locked-title" className="text-lg font-semibold">
        {t("lockedTitle")}
      </h2>
      <p className="mt-2">{level === "LIMITED" ? t("lockedLimited") : t("lockedPremium")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          href={{ pathname: "/auth/sign-in", query }}
          className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white no-underline hover:bg-brand-800"
        >
          {t("signIn")}
        </Link>
        <Link
          href={{ pathname: "/auth/sign-up", query }}
          className="rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-800 no-underline hover:bg-brand-50 dark:border-brand-300 dark:text-brand-300 dark:hover:bg-slate-900"
        >
          {t("createAccount")}
        </Link>
      </div>
    </section>
  );
}
