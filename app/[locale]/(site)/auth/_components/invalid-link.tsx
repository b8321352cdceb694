import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { TokenState } from "@/lib/auth/tokens";

/** What an expired, used or mangled e-mailed link opens: why, and the way to a new one. */
export async function InvalidLink({
  state,
  reset,
  email,
}: {
  state: TokenState | "invalid";
  reset?: boolean;
  email?: string;
}) {
  const t = await getTranslations("AuthPages");
  const reason = state === "used" ? t("usedLink") : state === "expired" ? t("expiredLink") : t("unknownLink");
  const query = email ? { email } : undefined;
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-3xl font-bold">{t("invalidLinkTitle")}</h1>
      <p className="mt-3">{reason}</p>
      <p className="mt-6">
        <Link
          href={{ pathname: reset ? "/auth/reset-password" : "/auth/magic-link", query }}
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white no-underline hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
        >
          {reset ? t("newResetLink") : t("newSignInLink")}
        </Link>
      </p>
    </div>
  );
}
