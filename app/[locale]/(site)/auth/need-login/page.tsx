import { Link } from "@/lib/i18n/navigation";
import { authMetadata, leaveIfSignedIn, readAuthPage, type AuthPageProps } from "../_components/auth-page";

export const generateMetadata = authMetadata("/auth/need-login", "needLoginTitle");

/** The gate guarded pages send visitors to: sign in or create an account, then come back. */
export default async function NeedLoginPage(props: AuthPageProps) {
  const { t, callbackUrl, locale } = await readAuthPage(props);
  // Only visitors are sent here; a member is a tab that loaded again after signing in elsewhere.
  await leaveIfSignedIn(locale, callbackUrl);
  const query = callbackUrl ? { callbackUrl } : undefined;
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-3xl font-bold">{t("needLoginTitle")}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t("needLoginText")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          href={{ pathname: "/auth/sign-in", query }}
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white no-underline hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
        >
          {t("signIn")}
        </Link>
        <Link
          href={{ pathname: "/auth/sign-up", query }}
          className="rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-800 no-underline hover:bg-brand-50 dark:border-brand-300 dark:text-brand-300 dark:hover:bg-slate-900"
        >
          {t("needLoginCreate")}
        </Link>
      </div>
    </div>
  );
}
