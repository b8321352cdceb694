import { inspectToken } from "@/lib/auth/tokens";
import { AuthScreen } from "../_components/auth-screen";
import { authMetadata, readAuthPage, type AuthPageProps } from "../_components/auth-page";
import { InvalidLink } from "../_components/invalid-link";

export const generateMetadata = authMetadata("/auth/confirm", "confirmTitle");

// Where e-mailed sign-in and confirmation links land. Opening it changes nothing (mail scanners
// follow links); the button posts the token, which is then used up and the session started.
export default async function ConfirmPage(props: AuthPageProps) {
  const { t, one, locale } = await readAuthPage(props);
  const token = one("token") ?? "";
  const { state, purpose, email } = token ? await inspectToken(token) : { state: "unknown" as const };
  if (state !== "valid" || purpose === "RESET_PASSWORD")
    return <InvalidLink state={one("state") === "invalid" ? "invalid" : state} email={email} />;
  return (
    <AuthScreen title={t("confirmTitle")} intro={t("confirmIntro", { email: email ?? "" })}>
      <form method="post" action="/api/_auth/link" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={locale} />
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
        >
          {t("confirmButton")}
        </button>
      </form>
    </AuthScreen>
  );
}
